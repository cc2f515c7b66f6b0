import { renderToString } from 'react-dom/server';
import { PublicDocument } from './document';
import type { PublicAssets, PublicView } from './public-view';

export type { NavEntry, OwnerSummary, PublicAssets, PublicSite, PublicView } from './public-view';

/** Renders a complete public HTML document. Called by the API process for /public/* routes. */
export function renderPublicPage(view: PublicView, assets: PublicAssets): string {
  return `<!doctype html>${renderToString(<PublicDocument view={view} assets={assets} />)}`;
}
