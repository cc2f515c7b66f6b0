import { useT } from '../../i18n/use-t';
import { LegalDocument } from './legal-document';
import { termsSections } from './terms-sections';

/** /terms (spec 2 §2). */
export function TermsScreen() {
  const { t } = useT();
  return (
    <LegalDocument title={t('legal.terms.title')} intro={<p>{t('legal.terms.intro')}</p>} sections={termsSections(t)} />
  );
}
