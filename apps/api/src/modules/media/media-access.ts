import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/schema';
import { toBool } from '../../db/values';
import { pageIdOfFolder, pageImageAccess } from './page-image-access';

/**
 * Who may load a stored file right now (decision 037). Read live on every GET /media, so hiding
 * an item or making the profile private stops the file being served to anyone at once.
 */

/** Where each kind of upload is stored; the folder tells GET /media which column names the file. */
export const MEDIA_FOLDERS = {
  avatars: 'avatars',
  backgrounds: 'backgrounds',
  gallery: 'gallery',
  galleryThumbnails: 'gallery/thumbnails',
  linkThumbnails: 'link-thumbnails',
} as const;

/** `public`: anyone, cacheable by shared caches. `owner`: only through the owner's signed URL. */
export type MediaAccess = 'public' | 'owner';

interface ProfileFlags {
  is_public: boolean | number;
  username: string | null;
}

/**
 * A profile shows its files only while it is public and has a username: without one no public
 * page exists to show them (api-contract §8 "Availability").
 */
export const profileShowsFiles = (profile: ProfileFlags): boolean =>
  toBool(profile.is_public) && profile.username !== null;

const profileFlags = (db: Kysely<DB>) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['profiles.is_public', 'users.username']);

const galleryFlags = (db: Kysely<DB>) =>
  db
    .selectFrom('gallery_items')
    .innerJoin('users', 'users.id', 'gallery_items.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'gallery_items.user_id')
    .select(['gallery_items.is_visible', 'profiles.is_public', 'users.username']);

/**
 * The row behind a key, by the folder it is stored in: one index probe each (migration 0021).
 * Exported for the test that reads their query plans.
 */
export const MEDIA_LOOKUPS = {
  [MEDIA_FOLDERS.avatars]: (db: Kysely<DB>, key: string) =>
    profileFlags(db).where('users.profile_picture_key', '=', key),
  [MEDIA_FOLDERS.backgrounds]: (db: Kysely<DB>, key: string) =>
    profileFlags(db).where('profiles.background_image_key', '=', key),
  [MEDIA_FOLDERS.gallery]: (db: Kysely<DB>, key: string) =>
    galleryFlags(db).where('gallery_items.storage_key', '=', key),
  [MEDIA_FOLDERS.galleryThumbnails]: (db: Kysely<DB>, key: string) =>
    galleryFlags(db).where('gallery_items.thumbnail_key', '=', key),
  /** A custom link's thumbnail shows with the profile (migration 0024, decision 044). */
  [MEDIA_FOLDERS.linkThumbnails]: (db: Kysely<DB>, key: string) =>
    db
      .selectFrom('social_links')
      .innerJoin('users', 'users.id', 'social_links.user_id')
      .innerJoin('profiles', 'profiles.user_id', 'social_links.user_id')
      .select(['profiles.is_public', 'users.username'])
      .where('social_links.thumbnail_key', '=', key),
};

// Compiled once: this runs for every image a visitor loads.
const avatarOwner = compiledOnce({ key: String }, (db, p) => MEDIA_LOOKUPS.avatars(db, p.key));
const backgroundOwner = compiledOnce({ key: String }, (db, p) => MEDIA_LOOKUPS.backgrounds(db, p.key));
const galleryImage = compiledOnce({ key: String }, (db, p) => MEDIA_LOOKUPS.gallery(db, p.key));
const galleryThumbnail = compiledOnce({ key: String }, (db, p) => MEDIA_LOOKUPS['gallery/thumbnails'](db, p.key));

const linkThumbnail = compiledOnce({ key: String }, (db, p) => MEDIA_LOOKUPS['link-thumbnails'](db, p.key));

const profileOfUser = compiledOnce({ userId: String }, (db, p) => profileFlags(db).where('users.id', '=', p.userId));

/** Whether the user's profile shows its files now; false for a user that is gone. */
export async function userShowsFiles(db: Kysely<DB>, userId: string): Promise<boolean> {
  const profile = await profileOfUser.executeTakeFirst(db, { userId });
  return profile !== undefined && profileShowsFiles(profile);
}

/**
 * The access to a stored key, or undefined when no row names it (a deleted or replaced file, a
 * private/ key, a made-up one): such a key is never served, signed or not.
 */
export async function mediaAccessOf(db: Kysely<DB>, key: string): Promise<MediaAccess | undefined> {
  const folder = key.slice(0, Math.max(0, key.lastIndexOf('/')));
  switch (folder) {
    case MEDIA_FOLDERS.avatars:
      return profileAccess(await avatarOwner.executeTakeFirst(db, { key }));
    case MEDIA_FOLDERS.backgrounds:
      return profileAccess(await backgroundOwner.executeTakeFirst(db, { key }));
    case MEDIA_FOLDERS.gallery:
      return itemAccess(await galleryImage.executeTakeFirst(db, { key }));
    case MEDIA_FOLDERS.galleryThumbnails:
      return itemAccess(await galleryThumbnail.executeTakeFirst(db, { key }));
    case MEDIA_FOLDERS.linkThumbnails:
      return profileAccess(await linkThumbnail.executeTakeFirst(db, { key }));
    default: {
      const pageId = pageIdOfFolder(folder);
      return pageId === undefined ? undefined : pageImageAccess(db, pageId, key);
    }
  }
}

function profileAccess(row: ProfileFlags | undefined): MediaAccess | undefined {
  if (!row) return undefined;
  return profileShowsFiles(row) ? 'public' : 'owner';
}

function itemAccess(row: (ProfileFlags & { is_visible: boolean | number }) | undefined): MediaAccess | undefined {
  if (!row) return undefined;
  return toBool(row.is_visible) && profileShowsFiles(row) ? 'public' : 'owner';
}
