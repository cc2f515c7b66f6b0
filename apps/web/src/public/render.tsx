import { renderToString } from 'react-dom/server';
import { PublicDocument } from './document';
import { PublicApp } from './public-app';
import { PublicTextProvider, type TranslatorFor } from './public-text';
import { languageOf, type PublicAssets, type PublicView } from './public-view';

export type { NavEntry, OwnerSummary, PublicAssets, PublicSite, PublicView } from './public-view';
export type { PublicText, TranslatorFor } from './public-text';

/**
 * Renders a complete public HTML document in the view's language. Called by the API process for
 * /public/* routes. The script is linked only when the page has an island to hydrate; other pages
 * ship no JavaScript.
 */
export function renderPublicPage(view: PublicView, assets: PublicAssets, translatorFor: TranslatorFor): string {
  const text = translatorFor(languageOf(view));
  const body = renderToString(
    <PublicTextProvider text={text}>
      <PublicApp view={view} />
    </PublicTextProvider>,
  );
  const withScript = body.includes(' data-island="') ? assets : { ...assets, script: undefined };
  return `<!doctype html>${renderToString(<PublicDocument view={view} assets={withScript} body={body} text={text} />)}`;
}
