/** @jsxImportSource @sparklink/public-site/html */
import type { PageContent, PageSection } from '@sparklink/contract';
import { publicText } from '../public-text';
import { safeHref } from '../safe-href';
import { ItemImage } from './item-image';
import { LinkedText } from './linked-text';

/**
 * Page content in the spec's four cases (spec 2 §2 "Public page"): sections with items, a plain
 * string, any other object as formatted text, or 'No content available'. Always rendered as text.
 */
export function PageContentView({ content }: { content: PageContent }) {
  if (typeof content === 'string') {
    return content.trim() ? (
      <p className="whitespace-pre-line text-slate-800">
        <LinkedText text={content} />
      </p>
    ) : (
      <Empty />
    );
  }
  const { headline, subheading, sections, ...rest } = content;
  const hasSections = Array.isArray(sections) && sections.length > 0;
  const hasOther = Object.keys(rest).length > 0;
  if (!headline && !subheading && !hasSections && !hasOther) return <Empty />;
  return (
    <div className="space-y-8">
      {(headline || subheading) && (
        <header className="space-y-2">
          {headline && <p className="text-2xl font-semibold text-slate-900">{headline}</p>}
          {subheading && <p className="text-lg text-slate-600">{subheading}</p>}
        </header>
      )}
      {hasSections && sections.map((section) => <Section section={section} />)}
      {!hasSections && hasOther && (
        <pre className="overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm whitespace-pre-wrap text-slate-800">
          {JSON.stringify(rest, null, 2)}
        </pre>
      )}
    </div>
  );
}

function Section({ section }: { section: PageSection }) {
  const { t } = publicText();
  // Under the page's h1: an item is an h3 below its section's h2, an h2 when the section has no title.
  const ItemHeading = section.title ? 'h3' : 'h2';
  return (
    <section className="space-y-3">
      {section.title && <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>}
      {section.content && (
        <p className="whitespace-pre-line text-slate-800">
          <LinkedText text={section.content} />
        </p>
      )}
      {section.items && section.items.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {section.items.map((item) => {
            const image = safeHref(item.image);
            const link = safeHref(item.link);
            return (
              <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                {image && <ItemImage src={image} />}
                <div className="space-y-2 p-4">
                  {item.title && <ItemHeading className="font-semibold text-slate-900">{item.title}</ItemHeading>}
                  {item.description && (
                    <p className="text-sm whitespace-pre-line text-slate-600">
                      <LinkedText text={item.description} />
                    </p>
                  )}
                  {link && (
                    <a
                      href={link}
                      rel="noopener noreferrer ugc"
                      className="inline-block text-sm font-semibold text-indigo-700 hover:underline"
                    >
                      {t('public.page.viewProject')}
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Empty() {
  const { t } = publicText();
  return <p className="text-slate-500">{t('public.page.noContent')}</p>;
}
