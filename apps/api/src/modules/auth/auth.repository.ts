import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toDate } from '../../db/values';
import { pageImageKeysIn } from '../media/page-image-access';

/** Writes to `users` made by the e-mail/password flows. Reads live in users/user.repository.ts. */

type Db = Kysely<DB> | Transaction<DB>;

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function markVerifiedAndSignedIn(db: Db, userId: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('users')
    .set({ is_verified: true, last_login_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** A successful sign-in ends any failure streak. */
export async function recordSignIn(db: Db, userId: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('users')
    .set({
      failed_logins: 0,
      failed_logins_window_start: null,
      locked_until: null,
      last_login_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Counts one sign-in attempt, before its password is checked, in the account's running window (a
 * new window opens when the last one is older than `windowMs`) in a single statement. Returns the
 * count with the cooldown as that statement saw it, so an attempt that raced a cooldown sees it.
 */
export async function countLoginAttempt(
  db: Db,
  userId: string,
  windowMs: number,
): Promise<{ attempts: number; lockedUntil: Date | null }> {
  const now = new Date();
  const windowOpen = (eb: ExpressionBuilder<DB, 'users'>) =>
    eb.and([
      eb('failed_logins_window_start', 'is not', null),
      eb('failed_logins_window_start', '>', new Date(now.getTime() - windowMs)),
    ]);
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      failed_logins: eb
        .case()
        .when(windowOpen(eb))
        .then(eb('failed_logins', '+', 1))
        .else(1)
        .end(),
      failed_logins_window_start: eb
        .case()
        .when(windowOpen(eb))
        .then(eb.ref('failed_logins_window_start'))
        .else(now)
        .end()
        .$castTo<Date | null>(),
    }))
    .where('id', '=', userId)
    .returning(['failed_logins', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { attempts: row.failed_logins, lockedUntil: row.locked_until === null ? null : toDate(row.locked_until) };
}

/** Starts a cooldown and a fresh count for when it ends. */
export async function coolDown(db: Db, userId: string, until: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ locked_until: until, failed_logins: 0, failed_logins_window_start: null, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * A reset by code: the new hash, a proven inbox, every session ended (token_version + 1) and
 * any sign-in cooldown lifted.
 */
export async function applyPasswordReset(db: Db, userId: string, passwordHash: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      password_changed_at: now,
      is_verified: true,
      token_version: eb('token_version', '+', 1),
      failed_logins: 0,
      failed_logins_window_start: null,
      locked_until: null,
      updated_at: now,
    }))
    .where('id', '=', userId)
    .execute();
}

/** Storage keys of the files a user owns, read before the rows that name them are deleted. */
export async function findStoredFileKeys(db: Db, userId: string): Promise<string[]> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('resumes', 'resumes.user_id', 'users.id')
    .select(['users.profile_picture_key', 'profiles.background_image_key', 'resumes.storage_key as resume_key'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const gallery = await db
    .selectFrom('gallery_items')
    .select(['storage_key', 'thumbnail_key'])
    .where('user_id', '=', userId)
    .execute();
  const shareCards = await db.selectFrom('share_cards').select('storage_key').where('owner_id', '=', userId).execute();
  const linkThumbnails = await db
    .selectFrom('social_links')
    .select('thumbnail_key')
    .where('user_id', '=', userId)
    .where('thumbnail_key', 'is not', null)
    .execute();
  // A page's uploaded images are named by its content (decision 054).
  const pages = await db
    .selectFrom('pages')
    .select((eb) => ['id', eb.cast<string>('content', 'text').as('content')])
    .where('user_id', '=', userId)
    .execute();
  return [
    ...pages.flatMap((page) => pageImageKeysIn(page.id, page.content)),
    ...linkThumbnails.map((link) => link.thumbnail_key),
    row?.profile_picture_key,
    row?.background_image_key,
    row?.resume_key,
    ...gallery.flatMap((item) => [item.storage_key, item.thumbnail_key]),
    ...shareCards.map((card) => card.storage_key),
  ].filter((key): key is string => Boolean(key));
}

/** Deletes the user; foreign keys cascade to everything the user owns. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
