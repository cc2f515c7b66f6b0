import type { ViewType } from '@sparklink/contract';
import { isPastLastPage, type PublicView } from './public-view';

export interface CountedView {
  type: ViewType;
  username: string;
  slug?: string;
}

/**
 * The view a rendered page counts (api-contract §8.3): the profile, an open page and the gallery.
 * A locked page counts once it is unlocked and shown; missing and private ones, and a gallery page
 * past the last, count nothing.
 */
export function countedView(view: PublicView): CountedView | null {
  switch (view.kind) {
    case 'profile':
      return { type: 'profile_view', username: view.owner.username };
    case 'page':
      return { type: 'page_view', username: view.owner.username, slug: view.page.slug };
    case 'gallery':
      return isPastLastPage(view.gallery) ? null : { type: 'gallery_view', username: view.owner.username };
    default:
      return null;
  }
}

/** The query of the no-JavaScript pixel, and of the beacon's description in the page. */
export function countedViewQuery(counted: CountedView): string {
  const params = new URLSearchParams({ type: counted.type, username: counted.username });
  if (counted.slug) params.set('slug', counted.slug);
  return params.toString();
}
