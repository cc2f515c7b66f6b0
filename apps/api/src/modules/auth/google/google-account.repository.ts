import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../../db/schema';
import { toBool } from '../../../db/values';
import { findUserById, type UserRow } from '../../users/user.repository';
import type { GoogleIdentity } from './google-identity';

type Db = Kysely<DB> | Transaction<DB>;

export function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

const isEmpty = (value: string | null) => value === null || value === '';

/**
 * Stores the Google `sub` on an existing account and fills its empty names and picture. An account
 * nobody had verified loses its password and pending codes: whoever set them never proved the inbox,
 * and Google just did (pre-account takeover).
 */
export async function linkGoogleAccount(
  trx: Transaction<DB>,
  user: UserRow,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const now = new Date();
  const changes: Updateable<UsersTable> = { google_sub: identity.sub, updated_at: now };
  if (isEmpty(user.first_name) && identity.firstName) changes.first_name = identity.firstName;
  if (isEmpty(user.last_name) && identity.lastName) changes.last_name = identity.lastName;
  if (isEmpty(user.profile_picture_url) && identity.pictureUrl) changes.profile_picture_url = identity.pictureUrl;
  const wasVerified = toBool(user.is_verified);
  if (!wasVerified) {
    changes.is_verified = true;
    changes.password_hash = null;
    changes.password_changed_at = null;
  }
  await trx.updateTable('users').set(changes).where('id', '=', user.id).execute();
  if (!wasVerified) {
    await trx.deleteFrom('email_codes').where('user_id', '=', user.id).where('consumed_at', 'is', null).execute();
  }
  return (await findUserById(trx, user.id))!;
}
