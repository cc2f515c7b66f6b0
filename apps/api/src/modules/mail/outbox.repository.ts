import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, EmailOutboxTable } from '../../db/schema';
import { toJson } from '../../db/values';
import { newId } from '../../lib/ids';

type Db = Kysely<DB> | Transaction<DB>;
export type OutboxRow = Selectable<EmailOutboxTable>;

export async function insertOutboxRow(
  trx: Db,
  row: { to: string; lang: string; template: string; payload: Record<string, unknown> },
): Promise<string> {
  const now = new Date();
  const id = newId();
  await trx
    .insertInto('email_outbox')
    .values({
      id,
      to_email: row.to,
      lang: row.lang,
      template: row.template,
      payload: toJson(row.payload),
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Ids of unsent rows whose time has come, oldest first. */
export async function findDueIds(db: Db, now: Date, maxAttempts: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a due row for one delivery by pushing its next attempt past the lease. Only one caller
 * wins the update, so the request's own delivery, the worker and other processes never send
 * the same row twice at once; a process that dies mid-send frees the row when the lease ends.
 */
export async function claimRow(db: Db, id: string, now: Date, leaseUntil: Date): Promise<OutboxRow | undefined> {
  const result = await db
    .updateTable('email_outbox')
    .set({ next_attempt_at: leaseUntil, updated_at: now })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sent: the payload (which may hold a code) is cleared. */
export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ sent_at: now, payload: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt; with no retry left the payload is cleared and the row stays as a record. */
export async function markFailed(
  db: Db,
  id: string,
  failure: { now: Date; retryAt: Date | null; error: string },
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: failure.retryAt ?? failure.now,
      last_error: failure.error.slice(0, 500),
      updated_at: failure.now,
      ...(failure.retryAt ? {} : { payload: null }),
    }))
    .where('id', '=', id)
    .execute();
}
