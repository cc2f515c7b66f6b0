import { LegalDocument } from './legal-document';
import { TERMS_SECTIONS } from './terms-sections';

/** /terms (spec 2 §2). */
export function TermsScreen() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={<p>These terms govern your use of SparkLink. Please read them before you create an account.</p>}
      sections={TERMS_SECTIONS}
    />
  );
}
