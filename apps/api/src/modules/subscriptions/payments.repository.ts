import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, PaymentsTable, PaymentStatus } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type PaymentRow = Selectable<PaymentsTable>;

/** What a provider's answer adds to the row. */
export type ProviderFields = Pick<
  Updateable<PaymentsTable>,
  'provider_status' | 'gateway_response' | 'channel' | 'provider_domain' | 'paid_at' | 'method_brand' | 'method_last4'
>;

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export function findPaymentByReference(db: Db, reference: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The caller's payment of that reference; another account's is as missing as an unknown one. */
export function findOwnPayment(db: Db, userId: string, reference: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The credit guard (api-contract §9): one UPDATE that only a payment not yet applied passes.
 * Whoever gets `true` credits; a replayed verify, a duplicated webhook or the loser of a
 * verify/webhook race gets `false` and credits nothing.
 */
export async function claimCredit(db: Db, id: string, fields: ProviderFields, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ ...fields, status: 'success', applied_at: now, updated_at: now })
    .where('id', '=', id)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records an answer that credits nothing; a payment already credited is left as it is. */
export async function recordUncredited(
  db: Db,
  id: string,
  status: PaymentStatus,
  fields: ProviderFields,
  now: Date,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ ...fields, status, updated_at: now })
    .where('id', '=', id)
    .where('applied_at', 'is', null)
    .execute();
}

export async function updatePayment(db: Db, id: string, changes: Updateable<PaymentsTable>): Promise<void> {
  await db.updateTable('payments').set(changes).where('id', '=', id).execute();
}

/** Pending payments created before `before` become abandoned; returns how many. */
export async function abandonStalePayments(db: Db, before: Date, now: Date): Promise<number> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'abandoned', updated_at: now })
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The billing history: newest first, without abandoned payments or pending ones past `staleBefore`. */
export function listHistoryRows(db: Db, userId: string, limit: number, staleBefore: Date) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'abandoned')
    .where((eb) => eb.or([eb('status', '!=', 'pending'), eb('created_at', '>=', staleBefore)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
