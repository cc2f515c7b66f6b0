import type { PublicView } from '@sparklink/web/public-render';
import type { FastifyInstance } from 'fastify';
import type { PublicGalleryItemRow } from '../gallery/gallery.repository';
import { wholePublicGallery } from '../gallery/gallery.service';
import type { PageSummaryRow } from '../pages/pages.repository';
import type { PublicOwner } from '../public/public-owner';
import { visibleOf } from '../public/public-pages.service';
import { navOf, ownerSummary, siteOf } from './public-views';

/** `?category=` as the page reads it: one non-empty value, else every category. */
export function categoryParam(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The view of /public/:username/gallery from what findGalleryDocument read: the visible items of
 * the asked category (a gallery holds at most 500, so one listing covers it), the categories for
 * the filter links, and how many visible items there are in all, which picks the empty state.
 * Hidden items never leave the server.
 */
export function galleryView(
  app: FastifyInstance,
  document: { owner: PublicOwner; pages: PageSummaryRow[]; items: PublicGalleryItemRow[] },
  selected: string | null,
): Extract<PublicView, { kind: 'gallery' }> {
  const { owner } = document;
  const gallery = wholePublicGallery(document.items);
  return {
    kind: 'gallery',
    site: siteOf(app, owner),
    owner: ownerSummary(owner),
    nav: navOf(visibleOf(document.pages, owner)),
    gallery: {
      items: selected === null ? gallery.items : gallery.items.filter((item) => item.category === selected),
      categories: gallery.categories,
      category: selected,
      totalCount: gallery.totalCount,
    },
  };
}
