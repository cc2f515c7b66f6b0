import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, SubscriptionsTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type SubscriptionRow = Selectable<SubscriptionsTable> & { last_payment_reference: string | null };

const RUNNING = ['active', 'canceled'] as const;

function selectSubscriptions(db: Db) {
  return db
    .selectFrom('subscriptions')
    .leftJoin('payments', 'payments.id', 'subscriptions.last_payment_id')
    .selectAll('subscriptions')
    .select('payments.reference as last_payment_reference');
}

/** The user's subscription marked running (active or canceled), whether or not its period has ended. */
export function findOpenSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return selectSubscriptions(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', 'in', RUNNING)
    .executeTakeFirst();
}

/** The subscription that gives the user their tier now: marked running and its period not over. */
export async function findRunningSubscription(db: Db, userId: string, now: Date): Promise<SubscriptionRow | undefined> {
  return selectSubscriptions(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', 'in', RUNNING)
    .where('subscriptions.current_period_end', '>', now)
    .executeTakeFirst();
}

export async function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function updateSubscription(db: Db, id: string, changes: Updateable<SubscriptionsTable>): Promise<void> {
  await db.updateTable('subscriptions').set(changes).where('id', '=', id).execute();
}

/** Subscriptions still marked running whose period is over (the hourly job expires them). */
export function findEndedSubscriptions(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'user_id'])
    .where('status', 'in', RUNNING)
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
}

/** Canceled subscriptions ending within the window whose "ends soon" mail has not gone for this end. */
export function findSubscriptionsEndingSoon(db: Db, now: Date, until: Date, limit: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'tier', 'current_period_end', 'ending_notice_for'])
    .where('status', '=', 'canceled')
    .where('current_period_end', '>', now)
    .where('current_period_end', '<=', until)
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
}
