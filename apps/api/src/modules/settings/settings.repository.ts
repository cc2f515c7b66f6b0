import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, UserSettingsTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The user's settings row with the two privacy flags that live on the profile (api-contract §13). */
export function getSettingsRow(db: Db, userId: string) {
  return db
    .selectFrom('user_settings')
    .innerJoin('profiles', 'profiles.user_id', 'user_settings.user_id')
    .select([
      'user_settings.notify_email',
      'user_settings.notify_marketing',
      'user_settings.notify_security',
      'user_settings.show_last_seen',
      'user_settings.theme',
      'user_settings.language',
      'user_settings.time_zone',
      'profiles.is_public',
      'profiles.allow_indexing',
    ])
    .where('user_settings.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export type SettingsRow = Awaited<ReturnType<typeof getSettingsRow>>;

export async function updateSettingsColumns(
  db: Db,
  userId: string,
  changes: Updateable<UserSettingsTable>,
): Promise<void> {
  await db.updateTable('user_settings').set(changes).where('user_id', '=', userId).execute();
}
