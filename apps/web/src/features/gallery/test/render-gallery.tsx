import type { GalleryItem } from '@sparklink/contract';
import { renderOwner } from '../../../test/render-owner';
import { ok, type Route } from '../../../test/owner-fakes';
import { GalleryScreen } from '../screens/gallery-screen';

/** The path the screen lists the gallery with. */
export const LIST = 'GET /api/gallery?limit=500';

export const listed = (items: GalleryItem[]) =>
  ok({
    items,
    totalCount: items.length,
    pagination: { total: items.length, limit: 500, offset: 0, hasMore: false },
    categories: [],
  });

/** The gallery screen for a signed-in owner, with the API stubbed. */
export function renderGallery(api: Record<string, Route> = {}) {
  return renderOwner([{ path: '/dashboard/gallery', element: <GalleryScreen /> }], '/dashboard/gallery', { api });
}
