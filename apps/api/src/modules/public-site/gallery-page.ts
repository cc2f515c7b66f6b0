import { GALLERY_LIMITS } from '@sparklink/contract';
import type { PublicView } from '@sparklink/public-site/render';
import type { FastifyInstance } from 'fastify';
import { findUnstorableText } from '../../lib/parse';
import { publicGalleryOffset, publicGalleryPageCount, type PublicGalleryPage } from '../gallery/gallery.service';
import type { PageSummaryRow } from '../pages/pages.repository';
import type { PublicOwner } from '../public/public-owner';
import { visibleOf } from '../public/public-pages.service';
import { navOf, ownerSummary, siteOf } from './public-views';

/**
 * `?category=` as the page reads it: one non-empty value, else every category. A value no
 * category can hold (a NUL, half a surrogate pair) names none and reads as every category: the
 * category is now a bound value of the page's read, and PostgreSQL refuses a NUL in one.
 */
export function categoryParam(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim() || findUnstorableText(value) !== undefined) return null;
  return value.trim();
}

/** The last page anyone could reach: a gallery holds at most 500 items. */
const LAST_POSSIBLE_PAGE = publicGalleryPageCount(GALLERY_LIMITS.itemsPerUser);

/**
 * `?page=` as the page reads it: absent is the first page; a page number as the pager writes it
 * (no sign, no leading zero) is that page; anything else is a page past the last any gallery can
 * have, which holds no cards and is answered as not found.
 */
export function galleryPageParam(value: unknown): number {
  if (value === undefined) return 1;
  const page = typeof value === 'string' && /^[1-9][0-9]{0,2}$/.test(value) ? Number(value) : Infinity;
  return Math.min(page, LAST_POSSIBLE_PAGE + 1);
}

/**
 * The view of /public/:username/gallery from what findGalleryDocument read: one page of the
 * visible items of the asked category (decision 031), the categories for the filter links, and the
 * counts that pick the empty states and the pager. Hidden items never leave the server.
 */
export function galleryView(
  app: FastifyInstance,
  document: { owner: PublicOwner; pages: PageSummaryRow[]; gallery: PublicGalleryPage },
  category: string | null,
  page: number,
): Extract<PublicView, { kind: 'gallery' }> {
  const { owner, gallery } = document;
  return {
    kind: 'gallery',
    site: siteOf(app, owner),
    owner: ownerSummary(app, owner),
    nav: navOf(visibleOf(document.pages, owner)),
    gallery: {
      ...gallery,
      category,
      page,
      pageCount: publicGalleryPageCount(gallery.count),
      firstIndex: publicGalleryOffset(page),
    },
  };
}
