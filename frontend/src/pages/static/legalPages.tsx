import { LegalDocumentPage } from './legalDocument';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legalDocuments';

export function TermsOfServicePage() {
  return <LegalDocumentPage document={TERMS_OF_SERVICE} related={PRIVACY_POLICY} />;
}

export function PrivacyPolicyPage() {
  return <LegalDocumentPage document={PRIVACY_POLICY} related={TERMS_OF_SERVICE} />;
}
