import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { jsonRows, rowsOf } from '../../db/json-rows';
import type { DB } from '../../db/schema';
import { GALLERY_LIMITS } from '@sparklink/contract';
import {
  latestVisibleItemsOf,
  type PublicGalleryItemRow,
  visibleCategoryCountsOf,
  visibleItemsOf,
} from '../gallery/gallery.repository';
import { publicGalleryOffset, publicGalleryPage, type PublicGalleryPage } from '../gallery/gallery.service';
import { pageSummariesOf, pagesWithOneWholeOf, type PageRow, type PageSummaryRow } from '../pages/pages.repository';
import { publicLinksOf, type PublicSocialLinkRow } from '../profile/social-links.repository';
import { nextLinkTransition, type LinkState } from '../profile/link-visibility';
import { downloadableResumes } from '../resume/resume.repository';
import type { CardProfile } from '../public-site/share-card';
import { earlier, nextTransition, type ScheduleState } from '../pages/page-schedule';
import { ownerQuery, toOwner, usernameKeyOf, type PublicOwner } from './public-owner';

/**
 * The owner as read with their pages (and, for the profile, their links): documents rendered from
 * them are valid until the next page or link schedule transition (decisions 056, 059).
 */
function scheduled(owner: PublicOwner, pages: ScheduleState[], links: LinkState[] = []): PublicOwner {
  const now = new Date();
  const next = earlier(nextTransition(pages, owner.tier, now), nextLinkTransition(links, owner.tier, now));
  return next === null ? owner : { ...owner, validUntil: earlier(owner.validUntil, next) };
}

/**
 * What the first view of each public document reads, one statement each (decision 025): the owner
 * as ownerQuery reads them, with the document's lists as JSON arrays (db/json-rows.ts), compiled
 * once (db/compiled-once.ts). Under load a statement costs some 20 µs whatever it reads, so the
 * profile's three reads and the gallery's three became one.
 */

/** How many of the latest gallery images the profile shows when its owner turned them on. */
export const PROFILE_GALLERY_SIZE = 6;

const profileDocument = compiledOnce({ usernameKey: String }, (db, p) =>
  ownerQuery(db)
    .select([
      'users.country',
      'users.has_verified_badge',
      'users.verified_badge_type',
      'users.verified_badge_at',
      'profiles.bio',
      'profiles.tagline',
      'profiles.background_image_url',
      'profiles.show_gallery',
      'profiles.links_layout',
      'profiles.created_at',
      'profiles.updated_at',
    ])
    .select((eb) => [
      eb.exists(downloadableResumes(db).where('resumes.user_id', '=', eb.ref('users.id'))).as('has_resume'),
      jsonRows(db, publicLinksOf(db, eb.ref('users.id'))).as('links'),
      jsonRows(db, pageSummariesOf(db, eb.ref('users.id'))).as('pages'),
      // Read whether shown or not: six rows at most, and one statement stays one (decision 045).
      jsonRows(db, latestVisibleItemsOf(db, eb.ref('users.id'), PROFILE_GALLERY_SIZE)).as('gallery'),
    ])
    .where('users.username_key', '=', p.usernameKey),
);

const pageDocument = compiledOnce({ usernameKey: String, slug: String }, (db, p) =>
  ownerQuery(db)
    // What the page's share card shows of the profile (decision 046).
    .select(['users.profile_picture_url', 'profiles.tagline', 'profiles.background_image_url'])
    .select((eb) => jsonRows(db, pagesWithOneWholeOf(db, eb.ref('users.id'), p.slug)).as('pages'))
    .where('users.username_key', '=', p.usernameKey),
);

const { publicPageSize } = GALLERY_LIMITS;

const galleryPage = (db: Kysely<DB>, usernameKey: string, page: { category?: string; offset: number }) =>
  ownerQuery(db)
    .select((eb) => [
      jsonRows(db, pageSummariesOf(db, eb.ref('users.id'))).as('pages'),
      jsonRows(db, visibleItemsOf(db, eb.ref('users.id'), { ...page, limit: publicPageSize })).as('items'),
      jsonRows(db, visibleCategoryCountsOf(db, eb.ref('users.id'))).as('category_counts'),
    ])
    .where('users.username_key', '=', usernameKey);

// Two statements, as the category's condition is there or not: each keeps its index plan.
const wholeGalleryPage = compiledOnce({ usernameKey: String, offset: Number }, (db, p) =>
  galleryPage(db, p.usernameKey, { offset: p.offset }),
);
const categoryGalleryPage = compiledOnce({ usernameKey: String, category: String, offset: Number }, (db, p) =>
  galleryPage(db, p.usernameKey, { category: p.category, offset: p.offset }),
);

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileDocument.executeTakeFirst>>>;

/** The profile's owner, the profile's row (with whether a resume may be downloaded), its links and the owner's pages. */
export interface ProfileDocument {
  owner: PublicOwner;
  profile: ProfileRow;
  links: PublicSocialLinkRow[];
  pages: PageSummaryRow[];
  /** The latest visible gallery items, at most PROFILE_GALLERY_SIZE, whether the profile shows them or not. */
  gallery: PublicGalleryItemRow[];
}

/** What /public/{username} shows, or null for an unknown username (as findPublicOwner). */
export async function findProfileDocument(db: Kysely<DB>, username: string): Promise<ProfileDocument | null> {
  const row = await profileDocument.executeTakeFirst(db, { usernameKey: usernameKeyOf(username) });
  const read = toOwner(row);
  if (!read || !row) return null;
  const pages = rowsOf(row.pages);
  const links = rowsOf(row.links);
  const owner = scheduled(read, pages, links);
  return { owner, profile: row, links, pages, gallery: rowsOf(row.gallery) };
}

/** The owner's pages in order, each without its content but the one of `slug`, or null for an unknown username. */
export async function findPageDocument(
  db: Kysely<DB>,
  username: string,
  slug: string,
): Promise<{ owner: PublicOwner; pages: PageRow[]; profile: CardProfile } | null> {
  const row = await pageDocument.executeTakeFirst(db, { usernameKey: usernameKeyOf(username), slug });
  const owner = toOwner(row);
  if (!owner || !row) return null;
  // The content is null on every page but the one asked for.
  const pages = rowsOf(row.pages) as PageRow[];
  return { owner: scheduled(owner, pages), pages, profile: row };
}

/** Which page of the gallery (from 1) in which category (null: all of them). */
export interface GalleryPageAsked {
  category: string | null;
  page: number;
}

/**
 * The owner's pages, one page of their visible gallery items in order (of one category or all)
 * and the visible items' count per category, or null for an unknown username.
 */
export async function findGalleryDocument(
  db: Kysely<DB>,
  username: string,
  { category, page }: GalleryPageAsked,
): Promise<{ owner: PublicOwner; pages: PageSummaryRow[]; gallery: PublicGalleryPage } | null> {
  const usernameKey = usernameKeyOf(username);
  const offset = publicGalleryOffset(page);
  const row = await (category === null
    ? wholeGalleryPage.executeTakeFirst(db, { usernameKey, offset })
    : categoryGalleryPage.executeTakeFirst(db, { usernameKey, category, offset }));
  const owner = toOwner(row);
  if (!owner || !row) return null;
  const gallery = publicGalleryPage(rowsOf(row.items), rowsOf(row.category_counts), category);
  const pages = rowsOf(row.pages);
  return { owner: scheduled(owner, pages), pages, gallery };
}
