import { LegalDocument } from './legal-document';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** /privacy (spec 2 §2). */
export function PrivacyScreen() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={<p>This policy explains what SparkLink collects about you, why, and the choices you have.</p>}
      sections={PRIVACY_SECTIONS}
    />
  );
}
