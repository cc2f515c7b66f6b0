/** @jsxImportSource @sparklink/public-site/html */
import { PublicDocument } from './document';
import { islandsRendered } from './island';
import { PublicApp } from './public-app';
import { withPublicText, type TranslatorFor } from './public-text';
import { languageOf, type PublicAssets, type PublicView } from './public-view';

export type { NavEntry, OwnerSummary, PublicAssets, PublicSite, PublicView } from './public-view';
export { isPastLastPage } from './public-view';
export { galleryHref } from './views/gallery/category-filter';
export type { PublicText, TranslatorFor } from './public-text';
export type { OwnerLook } from './looks/look-style';
export { lookVariables, readableAccent, singlePalette } from './looks/look-style';

/**
 * Renders a complete public HTML document in the view's language. Called by the API process for
 * /public/* routes. The script is linked only when the page has an island to hydrate; other pages
 * ship no JavaScript.
 */
export function renderPublicPage(view: PublicView, assets: PublicAssets, translatorFor: TranslatorFor): string {
  const text = translatorFor(languageOf(view));
  return withPublicText(text, () => {
    const islandsBefore = islandsRendered();
    const body = <PublicApp view={view} assets={assets} />;
    const withScript = islandsRendered() > islandsBefore ? assets : { ...assets, script: undefined };
    return `<!doctype html>${(<PublicDocument view={view} assets={withScript} body={body} text={text} />).html}`;
  });
}
