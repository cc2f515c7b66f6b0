import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toIso, toIsoOrNull } from '../../db/values';

const PAGE_SIZE = 1_000;

/**
 * A JSON array written page by page, so an owner with years of daily counts never has them all in
 * memory at once: `read(offset, limit)` answers the next rows, fewer than `limit` at the end.
 */
export async function* jsonArray<T>(read: (offset: number, limit: number) => Promise<T[]>): AsyncGenerator<string> {
  yield '[';
  let written = 0;
  for (;;) {
    const rows = await read(written, PAGE_SIZE);
    for (const row of rows) {
      yield `${written === 0 ? '\n  ' : ',\n  '}${JSON.stringify(row)}`;
      written += 1;
    }
    if (rows.length < PAGE_SIZE) break;
  }
  yield written === 0 ? ']\n' : '\n]\n';
}

/** The owner's payments, oldest first: the whole billing record, abandoned checkouts included. */
export function paymentPages(db: Kysely<DB>, userId: string) {
  return async (offset: number, limit: number) => {
    const rows = await db
      .selectFrom('payments')
      .select(['reference', 'provider', 'tier', 'billing_cycle', 'amount_pesewas', 'currency', 'status'])
      .select(['paid_at', 'created_at', 'id'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      reference: row.reference,
      provider: row.provider,
      plan: row.tier,
      billingCycle: row.billing_cycle,
      amountPesewas: Number(row.amount_pesewas),
      currency: row.currency,
      status: row.status,
      paidAt: toIsoOrNull(row.paid_at),
      createdAt: toIso(row.created_at),
    }));
  };
}

/** The owner's daily rollups (decision 014), in day order. */
export function analyticsDailyPages(db: Kysely<DB>, userId: string) {
  return async (offset: number, limit: number) => {
    const rows = await db
      .selectFrom('analytics_daily')
      .select(['day', 'type', 'dim', 'dim_value', 'views', 'visitors', 'label'])
      .where('owner_user_id', '=', userId)
      .orderBy('day')
      .orderBy('type')
      .orderBy('dim')
      .orderBy('dim_value')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      day: row.day,
      type: row.type,
      dim: row.dim,
      dimValue: row.dim_value,
      views: Number(row.views),
      visitors: Number(row.visitors),
      label: row.label,
    }));
  };
}
