import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { addDays, dayStart } from './day-math';
import { utcDay } from './utc-day';

/** Raw events of days more than `retentionDays` before today are deleted; rollups stay (decision 014). */
export const retentionCutoff = (now: Date, retentionDays: number): Date =>
  dayStart(addDays(utcDay(now), -retentionDays));

/** Owners with an event before, or at and after, `at`: one probe of (owner_user_id, created_at) per user. */
export async function ownersWithEvents(db: Kysely<DB>, when: 'before' | 'since', at: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('analytics_events')
          .select('analytics_events.id')
          .whereRef('analytics_events.owner_user_id', '=', 'users.id')
          .where('analytics_events.created_at', when === 'before' ? '<' : '>=', at),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes raw events older than the retention period, owner by owner, so every statement runs on
 * the (owner_user_id, created_at) index. Returns how many were deleted.
 */
export async function deleteExpiredEvents(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, retentionDays);
  let deleted = 0;
  for (const ownerId of await ownersWithEvents(db, 'before', cutoff)) {
    const result = await db
      .deleteFrom('analytics_events')
      .where('owner_user_id', '=', ownerId)
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
