import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { jsonRows, rowsOf } from '../../db/json-rows';
import type { DB } from '../../db/schema';
import { visibleItemsOf, type PublicGalleryItemRow } from '../gallery/gallery.repository';
import { pageSummariesOf, pagesWithOneWholeOf, type PageRow, type PageSummaryRow } from '../pages/pages.repository';
import { publicLinksOf, type PublicSocialLinkRow } from '../profile/social-links.repository';
import { downloadableResumes } from '../resume/resume.repository';
import { ownerQuery, toOwner, usernameKeyOf, type PublicOwner } from './public-owner';

/**
 * What the first view of each public document reads, one statement each (decision 025): the owner
 * as ownerQuery reads them, with the document's lists as JSON arrays (db/json-rows.ts), compiled
 * once (db/compiled-once.ts). Under load a statement costs some 20 µs whatever it reads, so the
 * profile's three reads and the gallery's three became one.
 */

const profileDocument = compiledOnce({ usernameKey: String }, (db, p) =>
  ownerQuery(db)
    .select([
      'users.profile_picture_url',
      'users.country',
      'users.has_verified_badge',
      'users.verified_badge_type',
      'users.verified_badge_at',
      'profiles.bio',
      'profiles.tagline',
      'profiles.background_image_url',
      'profiles.created_at',
      'profiles.updated_at',
    ])
    .select((eb) => [
      eb.exists(downloadableResumes(db).where('resumes.user_id', '=', eb.ref('users.id'))).as('has_resume'),
      jsonRows(db, publicLinksOf(db, eb.ref('users.id'))).as('links'),
      jsonRows(db, pageSummariesOf(db, eb.ref('users.id'))).as('pages'),
    ])
    .where('users.username_key', '=', p.usernameKey),
);

const pageDocument = compiledOnce({ usernameKey: String, slug: String }, (db, p) =>
  ownerQuery(db)
    .select((eb) => jsonRows(db, pagesWithOneWholeOf(db, eb.ref('users.id'), p.slug)).as('pages'))
    .where('users.username_key', '=', p.usernameKey),
);

const galleryDocument = compiledOnce({ usernameKey: String }, (db, p) =>
  ownerQuery(db)
    .select((eb) => [
      jsonRows(db, pageSummariesOf(db, eb.ref('users.id'))).as('pages'),
      jsonRows(db, visibleItemsOf(db, eb.ref('users.id'))).as('items'),
    ])
    .where('users.username_key', '=', p.usernameKey),
);

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileDocument.executeTakeFirst>>>;

/** The profile's owner, the profile's row (with whether a resume may be downloaded), its links and the owner's pages. */
export interface ProfileDocument {
  owner: PublicOwner;
  profile: ProfileRow;
  links: PublicSocialLinkRow[];
  pages: PageSummaryRow[];
}

/** What /public/{username} shows, or null for an unknown username (as findPublicOwner). */
export async function findProfileDocument(db: Kysely<DB>, username: string): Promise<ProfileDocument | null> {
  const row = await profileDocument.executeTakeFirst(db, { usernameKey: usernameKeyOf(username) });
  const owner = toOwner(row);
  if (!owner || !row) return null;
  return { owner, profile: row, links: rowsOf(row.links), pages: rowsOf(row.pages) };
}

/** The owner's pages in order, each without its content but the one of `slug`, or null for an unknown username. */
export async function findPageDocument(
  db: Kysely<DB>,
  username: string,
  slug: string,
): Promise<{ owner: PublicOwner; pages: PageRow[] } | null> {
  const row = await pageDocument.executeTakeFirst(db, { usernameKey: usernameKeyOf(username), slug });
  const owner = toOwner(row);
  // The content is null on every page but the one asked for.
  return owner && row ? { owner, pages: rowsOf(row.pages) as PageRow[] } : null;
}

/** The owner's pages and visible gallery items in order, or null for an unknown username. */
export async function findGalleryDocument(
  db: Kysely<DB>,
  username: string,
): Promise<{ owner: PublicOwner; pages: PageSummaryRow[]; items: PublicGalleryItemRow[] } | null> {
  const row = await galleryDocument.executeTakeFirst(db, { usernameKey: usernameKeyOf(username) });
  const owner = toOwner(row);
  return owner && row ? { owner, pages: rowsOf(row.pages), items: rowsOf(row.items) } : null;
}
