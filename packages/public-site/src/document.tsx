/** @jsxImportSource @sparklink/public-site/html */
import { countedView, countedViewQuery } from './counted-view';
import { headFor } from './head';
import { replaceToAscii, type Html } from './html/jsx-runtime';
import { lookStyle } from './looks/look-style';
import type { PublicText } from './public-text';
import type { PublicAssets, PublicView } from './public-view';

/**
 * JSON inside a script element must not be able to close it (`<` escaped). Characters past ASCII
 * are escaped too, and the result held one byte a character, as the rest of the page's text is
 * (html/jsx-runtime.ts `escapeHtml`).
 */
const safeJson = (value: unknown): string =>
  replaceToAscii(JSON.stringify(value), /[<\u0080-\uffff]/g, (unit) => `\\u${unit.toString(16).padStart(4, '0')}`);

/** The whole document around an already rendered body. */
export function PublicDocument(props: { view: PublicView; assets: PublicAssets; body: Html; text: PublicText }) {
  const { view, assets, body, text } = props;
  const head = headFor(view, text);
  const counted = countedView(view);
  const viewQuery = counted && countedViewQuery(counted);
  const look = 'owner' in view ? view.owner.look : undefined;
  return (
    // The owner's look as custom properties on the root: no script, no extra request (decision 043).
    <html lang={text.lang} style={look && lookStyle(look)} data-look={look?.lookId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="robots" content={head.robots} />
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {/* The page exists in one language, the owner's: it is its own alternate and the default. */}
        {head.canonical && <link rel="alternate" hrefLang={text.lang} href={head.canonical} />}
        {head.canonical && <link rel="alternate" hrefLang="x-default" href={head.canonical} />}
        {Object.entries(head.social ?? {}).map(([property, content]) =>
          property.startsWith('og:') ? (
            <meta property={property} content={content} />
          ) : (
            <meta name={property} content={content} />
          ),
        )}
        {head.jsonLd && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(head.jsonLd) }} />
        )}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.styles.map((href) => (
          <link rel="stylesheet" href={href} />
        ))}
        {assets.script && <script type="module" src={assets.script} />}
        {viewQuery && <meta name="sl-view" content={viewQuery} />}
        {viewQuery && assets.beacon && <script type="module" src={assets.beacon} />}
      </head>
      <body>
        <div id="root">{body}</div>
        {viewQuery && (
          <noscript>
            <img src={`/api/public/events/pixel.gif?${viewQuery}`} alt="" width={1} height={1} className="absolute" />
          </noscript>
        )}
      </body>
    </html>
  );
}
