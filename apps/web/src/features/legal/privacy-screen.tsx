import { useT } from '../../i18n/use-t';
import { LegalDocument } from './legal-document';
import { privacySections } from './privacy-sections';

/** /privacy (spec 2 §2). */
export function PrivacyScreen() {
  const { t } = useT();
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      intro={<p>{t('legal.privacy.intro')}</p>}
      sections={privacySections(t)}
    />
  );
}
