import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, ProfilesTable, UsersTable } from '../../db/schema';

export type ProfileRow = Selectable<ProfilesTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** Every user has one (created with the user, api-contract §14 item 16). */
export async function getProfileRow(db: Db, userId: string): Promise<ProfileRow> {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function updateUserColumns(db: Db, userId: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

export async function updateProfileColumns(db: Db, userId: string, changes: Updateable<ProfilesTable>): Promise<void> {
  await db.updateTable('profiles').set(changes).where('user_id', '=', userId).execute();
}

/** The user id holding a username, compared case-insensitively through `username_key`. */
export async function findUserIdByUsernameKey(db: Db, usernameKey: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('username_key', '=', usernameKey).executeTakeFirst();
  return row?.id;
}

/** Points the user at a new picture and returns the storage key of the one it replaced. */
export async function swapProfilePicture(trx: Transaction<DB>, userId: string, url: string, key: string) {
  const before = await trx
    .selectFrom('users')
    .select('profile_picture_key')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await updateUserColumns(trx, userId, { profile_picture_url: url, profile_picture_key: key, updated_at: new Date() });
  return before.profile_picture_key;
}

/** Points the profile at a new background and returns the storage key of the one it replaced. */
export async function swapBackgroundImage(trx: Transaction<DB>, userId: string, url: string, key: string) {
  const before = await getProfileRow(trx, userId);
  await updateProfileColumns(trx, userId, {
    background_image_url: url,
    background_image_key: key,
    updated_at: new Date(),
  });
  return before.background_image_key;
}
