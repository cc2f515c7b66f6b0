import type { Language } from '@sparklink/contract/i18n';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { DEFAULT_LOOK_ID } from '@sparklink/contract';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<DB> | Transaction<DB>;

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export interface NewUser {
  email: string;
  passwordHash?: string | null;
  isVerified?: boolean;
  googleSub?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profilePictureUrl?: string | null;
  /** The settings' first `appearance.language`: the browser's at sign-up; English when absent. */
  language?: Language;
}

/** A user is always created with its profile and settings rows (api-contract §14 item 16). */
export async function createUserWithProfile(trx: Transaction<DB>, input: NewUser): Promise<UserRow> {
  const now = new Date();
  const id = newId();
  await trx
    .insertInto('users')
    .values({
      id,
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash ?? null,
      google_sub: input.googleSub ?? null,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      profile_picture_url: input.profilePictureUrl ?? null,
      is_verified: input.isVerified ?? false,
      password_changed_at: input.passwordHash ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // A new portfolio starts on the neutral look (decision 043).
  await trx
    .insertInto('profiles')
    .values({ user_id: id, look_id: DEFAULT_LOOK_ID, created_at: now, updated_at: now })
    .execute();
  await trx
    .insertInto('user_settings')
    .values({ user_id: id, ...(input.language && { language: input.language }), created_at: now, updated_at: now })
    .execute();
  return (await findUserById(trx, id))!;
}
