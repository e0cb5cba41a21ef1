import { LEGAL_VERSIONS } from '@rodada/events/contracts';

/** A legal document's identity: its translation key, version, date and section order. */
export interface LegalDocument {
  /** The document's key in the `legal` namespace. */
  readonly key: 'terms' | 'privacy';
  readonly path: string;
  readonly version: string;
  /** The day of the last update, as an ISO date (yyyy-MM-dd). */
  readonly updated: string;
  /** Section keys in reading order; the number shown is the position. */
  readonly sections: readonly string[];
}

/** Terms of service v1.0 of 16 June 2025: ten sections (spec section 1). */
export const TERMS_OF_SERVICE: LegalDocument = {
  key: 'terms',
  path: '/terms-of-service',
  ...LEGAL_VERSIONS.terms,
  sections: [
    'acceptance',
    'service',
    'account',
    'credits',
    'acceptableUse',
    'tournaments',
    'intellectualProperty',
    'liability',
    'termination',
    'changes',
  ],
};

/** Privacy policy v1.0 under the LGPD: eleven sections (spec section 1). */
export const PRIVACY_POLICY: LegalDocument = {
  key: 'privacy',
  path: '/privacy-policy',
  ...LEGAL_VERSIONS.privacy,
  sections: [
    'controller',
    'dataCollected',
    'purposes',
    'legalBases',
    'sharing',
    'storage',
    'retention',
    'rights',
    'cookies',
    'children',
    'changes',
  ],
};
