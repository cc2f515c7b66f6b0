import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { figuresOfDay } from './day-figures';

/** Rows per INSERT: well under both dialects' bound-parameter limits (8 columns a row). */
const ROWS_PER_INSERT = 500;

/**
 * (Re)computes one owner's analytics_daily rows for one UTC day from raw events, in one
 * transaction: the day's rows are deleted and written again, so running it twice changes nothing
 * (decision 014). Figures are computed before the transaction, which keeps the write short.
 */
export async function rollUpDay(db: Kysely<DB>, ownerId: string, day: string): Promise<void> {
  const figures = await figuresOfDay(db, ownerId, day);
  const rows = figures.map((figure) => ({ owner_user_id: ownerId, day, ...figure }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('analytics_daily').where('owner_user_id', '=', ownerId).where('day', '=', day).execute();
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('analytics_daily')
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        // A second process rolling the same day at the same moment overwrites instead of failing.
        .onConflict((oc) =>
          oc.columns(['owner_user_id', 'day', 'type', 'dim', 'dim_value']).doUpdateSet((eb) => ({
            views: eb.ref('excluded.views'),
            visitors: eb.ref('excluded.visitors'),
            label: eb.ref('excluded.label'),
          })),
        )
        .execute();
    }
  });
}

/** Rolls up each of `days` for the owner, one transaction per day. */
export async function rollUpDays(db: Kysely<DB>, ownerId: string, days: Iterable<string>): Promise<void> {
  for (const day of days) await rollUpDay(db, ownerId, day);
}
