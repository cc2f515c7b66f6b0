import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, NotificationsTable } from '../../db/schema';
import { toCount } from '../../db/values';

export type NotificationRow = Selectable<NotificationsTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** Newest first; UUIDv7 ids break ties between rows written in the same millisecond. */
export function listNotificationRows(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.count);
}

export async function insertNotification(db: Db, row: Insertable<NotificationsTable>): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** Deletes everything but the user's `keep` newest notifications. */
export async function pruneNotifications(db: Db, userId: string, keep: number): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

/**
 * Marks the user's unread notifications as read: those in `ids`, or all of them without `ids`.
 * The user_id condition is what keeps another account's ids untouched.
 */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, readAt: Date): Promise<void> {
  if (ids?.length === 0) return;
  let query = db
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}
