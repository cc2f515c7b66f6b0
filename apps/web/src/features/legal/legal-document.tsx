import type { ReactNode } from 'react';
import { LogoLink } from '../../components/ui/logo-link';
import { TextLink } from '../../components/ui/text-link';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Both legal texts were last revised together (spec 2 §9). */
export const LEGAL_LAST_UPDATED = 'January 3, 2025';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A readable single column: numbered sections, a contents list, links to the other document and sign-up. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
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
          <p className="mt-2 text-sm text-slate-500">Last updated {LEGAL_LAST_UPDATED}</p>
          <div className="mt-6 space-y-3 text-slate-700">{intro}</div>
          <nav aria-label="Contents" className="mt-8">
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
          <TextLink to="/register">Back to sign up</TextLink>
          <TextLink to="/terms">Terms of Service</TextLink>
          <TextLink to="/privacy">Privacy Policy</TextLink>
        </p>
      </main>
    </div>
  );
}
