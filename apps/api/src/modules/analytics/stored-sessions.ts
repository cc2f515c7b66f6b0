import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toDate } from '../../db/values';

/**
 * The stored events a batch's new sessions may continue: the batch's visitors' events on their
 * owners' portfolios since `since`. No ORDER BY: with one, SQLite read through the owner-and-time
 * index, walking every event of the owner since `since` (a popular portfolio's thousands, once a
 * batch), instead of going straight to each visitor through the owner-visitor index.
 */
export function storedSessionsQuery(db: Kysely<DB>, owners: string[], visitors: string[], since: Date) {
  return db
    .selectFrom('analytics_events')
    .select(['owner_user_id', 'visitor_hash', 'session_id', 'source', 'referrer_host', 'created_at'])
    .where('owner_user_id', 'in', owners)
    .where('visitor_hash', 'in', visitors)
    .where('created_at', '>', since);
}

/** Those events, latest first (a few a visitor, sorted here rather than by the database). */
export async function latestStoredSessions(db: Kysely<DB>, owners: string[], visitors: string[], since: Date) {
  const rows = await storedSessionsQuery(db, owners, visitors, since).execute();
  const at = (row: (typeof rows)[number]) => toDate(row.created_at).getTime();
  return rows.sort((a, b) => at(b) - at(a));
}
