import type { ReactNode } from 'react';
import { LogoLink } from '../../components/ui/logo-link';
import { TextLink } from '../../components/ui/text-link';
import { dateFormat } from '../../i18n/intl';
import { useT } from '../../i18n/use-t';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Both legal texts were last revised together (spec 2 §9): January 3, 2025. */
const LEGAL_LAST_UPDATED = new Date(2025, 0, 3);

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A readable single column: numbered sections, a contents list, links to the other document and sign-up. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t, lang } = useT();
  const lastUpdated = dateFormat(lang, { year: 'numeric', month: 'long', day: 'numeric' }).format(LEGAL_LAST_UPDATED);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-4 sm:px-6">
          <LogoLink />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          {/* Only the English text binds: a translation says so before anything else. */}
          {lang !== 'en' && (
            <p
              role="note"
              className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              {t('legal.translationNote')}
            </p>
          )}
          <p className="mt-2 text-sm text-slate-500">{t('legal.lastUpdated', { date: lastUpdated })}</p>
          <div className="mt-6 space-y-3 text-slate-700">{intro}</div>
          <nav aria-label={t('legal.contents')} className="mt-8">
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
            </section>
          ))}
        </article>
        <p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <TextLink to="/register">{t('legal.backToSignUp')}</TextLink>
          <TextLink to="/terms">{t('legal.terms.title')}</TextLink>
          <TextLink to="/privacy">{t('legal.privacy.title')}</TextLink>
        </p>
      </main>
    </div>
  );
}
