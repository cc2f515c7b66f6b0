import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The owner behind a public username, looked up case-insensitively through `username_key`. */
export function findPublicOwner(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.username', 'profiles.is_public', 'profiles.allow_indexing'])
    .where('users.username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}
