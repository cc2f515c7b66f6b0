import { headFor } from './head';
import { PublicApp } from './public-app';
import type { PublicAssets, PublicView } from './public-view';

export const VIEW_ELEMENT_ID = 'sl-view';

/** JSON inside a script element must not be able to close it. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function PublicDocument({ view, assets }: { view: PublicView; assets: PublicAssets }) {
  const head = headFor(view);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="robots" content={head.robots} />
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id="root">
          <PublicApp view={view} />
        </div>
        <script type="application/json" id={VIEW_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: safeJson(view) }} />
        {assets.script && <script type="module" src={assets.script} />}
      </body>
    </html>
  );
}
