import type { Translator } from '../../i18n/use-t';
import type { LegalSection } from './legal-document';

/** The Privacy Policy (spec 2 §1, §2): seven sections, in the order the spec lists them. */
export function privacySections(t: Translator['t']): LegalSection[] {
  return [
    {
      id: 'information',
      title: t('legal.privacy.information.title'),
      body: (
        <>
          <p>
            <strong>{t('legal.privacy.information.givenLabel')}</strong> {t('legal.privacy.information.given')}
          </p>
          <p>
            <strong>{t('legal.privacy.information.recordedLabel')}</strong> {t('legal.privacy.information.recorded')}
          </p>
        </>
      ),
    },
    {
      id: 'use',
      title: t('legal.privacy.use.title'),
      body: <p>{t('legal.privacy.use.body')}</p>,
    },
    {
      id: 'sharing',
      title: t('legal.privacy.sharing.title'),
      body: (
        <>
          <p>{t('legal.privacy.sharing.noSale')}</p>
          <p>{t('legal.privacy.sharing.providers')}</p>
        </>
      ),
    },
    {
      id: 'security',
      title: t('legal.privacy.security.title'),
      body: <p>{t('legal.privacy.security.body')}</p>,
    },
    {
      id: 'rights',
      title: t('legal.privacy.rights.title'),
      body: (
        <>
          <p>{t('legal.privacy.rights.intro')}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('legal.privacy.rights.access')}</li>
            <li>{t('legal.privacy.rights.correct')}</li>
            <li>{t('legal.privacy.rights.delete')}</li>
            <li>{t('legal.privacy.rights.export')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: t('legal.privacy.cookies.title'),
      body: <p>{t('legal.privacy.cookies.body')}</p>,
    },
    {
      id: 'contact',
      title: t('legal.privacy.contact.title'),
      body: <p>{t('legal.privacy.contact.body')}</p>,
    },
  ];
}
