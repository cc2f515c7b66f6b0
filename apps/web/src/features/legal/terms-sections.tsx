import type { Translator } from '../../i18n/use-t';
import type { LegalSection } from './legal-document';

/** The Terms of Service (spec 2 §1, §2): eight sections, in the order the spec lists them. */
export function termsSections(t: Translator['t']): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: t('legal.terms.acceptance.title'),
      body: <p>{t('legal.terms.acceptance.body')}</p>,
    },
    {
      id: 'description',
      title: t('legal.terms.description.title'),
      body: <p>{t('legal.terms.description.body')}</p>,
    },
    {
      id: 'accounts',
      title: t('legal.terms.accounts.title'),
      body: (
        <>
          <p>{t('legal.terms.accounts.age')}</p>
          <p>{t('legal.terms.accounts.security')}</p>
        </>
      ),
    },
    {
      id: 'content',
      title: t('legal.terms.content.title'),
      body: (
        <>
          <p>{t('legal.terms.content.ownership')}</p>
          <p>{t('legal.terms.content.rules')}</p>
        </>
      ),
    },
    {
      id: 'plans',
      title: t('legal.terms.plans.title'),
      body: (
        <>
          <p>{t('legal.terms.plans.pricing')}</p>
          <p>{t('legal.terms.plans.cancelling')}</p>
        </>
      ),
    },
    {
      id: 'privacy',
      title: t('legal.terms.privacy.title'),
      body: <p>{t('legal.terms.privacy.body')}</p>,
    },
    {
      id: 'termination',
      title: t('legal.terms.termination.title'),
      body: <p>{t('legal.terms.termination.body')}</p>,
    },
    {
      id: 'contact',
      title: t('legal.terms.contact.title'),
      body: <p>{t('legal.terms.contact.body')}</p>,
    },
  ];
}
