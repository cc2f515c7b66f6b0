import type { Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Makes the writers of one owner's rows run one after another until the transaction ends, so a
 * limit counted after it (pages per plan, gallery items) and the next sort order cannot be read
 * by two requests at once. Call it first in the transaction, before anything is read.
 *
 * A write that changes nothing, rather than SELECT … FOR UPDATE, because it is one statement that
 * locks on both dialects: PostgreSQL holds the user row's lock (FOR NO KEY UPDATE, so inserts
 * that only reference the user are not blocked) until commit, and SQLite's deferred BEGIN turns
 * into a write transaction at once, waiting for any other writer (busy_timeout) instead of
 * reading a count that another writer is about to change.
 */
export async function lockOwner(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at').$castTo<Date>() }))
    .where('id', '=', userId)
    .execute();
}
