import type { PublicView } from '@sparklink/web/public-render';
import type { FastifyInstance } from 'fastify';
import { listWholePublicGallery } from '../gallery/gallery.service';
import type { PublicOwner } from '../public/public-owner';
import { listVisiblePages } from '../public/public-pages.service';
import { navOf, ownerSummary, siteOf } from './public-views';

/** `?category=` as the page reads it: one non-empty value, else every category. */
export function categoryParam(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The view of /public/:username/gallery: the visible items of the asked category (a gallery holds
 * at most 500, so one listing covers it), the categories for the filter links, and how many
 * visible items there are in all, which picks the empty state. Hidden items never leave the server.
 */
export async function galleryView(
  app: FastifyInstance,
  owner: PublicOwner,
  selected: string | null,
): Promise<Extract<PublicView, { kind: 'gallery' }>> {
  const [pages, gallery] = await Promise.all([listVisiblePages(app, owner), listWholePublicGallery(app.db, owner.id)]);
  return {
    kind: 'gallery',
    site: siteOf(app, owner),
    owner: ownerSummary(owner),
    nav: navOf(pages),
    gallery: {
      items: selected === null ? gallery.items : gallery.items.filter((item) => item.category === selected),
      categories: gallery.categories,
      category: selected,
      totalCount: gallery.totalCount,
    },
  };
}
