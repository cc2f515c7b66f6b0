import { renderToString } from 'react-dom/server';
import { PublicDocument } from './document';
import { PublicApp } from './public-app';
import type { PublicAssets, PublicView } from './public-view';

export type { NavEntry, OwnerSummary, PublicAssets, PublicSite, PublicView } from './public-view';

/**
 * Renders a complete public HTML document. Called by the API process for /public/* routes. The
 * script is linked only when the page has an island to hydrate; other pages ship no JavaScript.
 */
export function renderPublicPage(view: PublicView, assets: PublicAssets): string {
  const body = renderToString(<PublicApp view={view} />);
  const withScript = body.includes(' data-island="') ? assets : { ...assets, script: undefined };
  return `<!doctype html>${renderToString(<PublicDocument view={view} assets={withScript} body={body} />)}`;
}
