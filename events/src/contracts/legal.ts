/**
 * The terms of service and the privacy policy in force: their version and the day of their last
 * update (ISO yyyy-MM-dd). The pages show them, and a registration records the versions the person
 * accepted (`UserRegistered.consent`). A new text is a new version here, and a new translation.
 */
export const LEGAL_VERSIONS = {
  terms: { version: '1.0', updated: '2025-06-16' },
  privacy: { version: '1.0', updated: '2025-06-16' },
} as const;

/** What a registration accepts: the versions in force when it is made. */
export interface Consent {
  readonly terms: string;
  readonly privacy: string;
}

export const consentInForce = (): Consent => ({
  terms: LEGAL_VERSIONS.terms.version,
  privacy: LEGAL_VERSIONS.privacy.version,
});
