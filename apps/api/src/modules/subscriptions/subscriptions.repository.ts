import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, SubscriptionsTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type SubscriptionRow = Selectable<SubscriptionsTable> & {
  last_payment_reference: string | null;
  /** How the last payment was made, for the screens (decision 040). */
  last_payment_channel: string | null;
  last_payment_brand: string | null;
  last_payment_last4: string | null;
};

const RUNNING = ['active', 'canceled'] as const;

function selectSubscriptions(db: Db) {
  return db
    .selectFrom('subscriptions')
    .leftJoin('payments', 'payments.id', 'subscriptions.last_payment_id')
    .selectAll('subscriptions')
    .select([
      'payments.reference as last_payment_reference',
      'payments.channel as last_payment_channel',
      'payments.method_brand as last_payment_brand',
      'payments.method_last4 as last_payment_last4',
    ]);
}

/** The user's subscription marked running (active or canceled), whether or not its period has ended. */
export function findOpenSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return selectSubscriptions(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', 'in', RUNNING)
    .executeTakeFirst();
}

/**
 * The subscription that gives the user their tier now: marked running, and its period not over or
 * its grace after a failed renewal not over (decision 040).
 */
export async function findRunningSubscription(db: Db, userId: string, now: Date): Promise<SubscriptionRow | undefined> {
  return selectSubscriptions(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', 'in', RUNNING)
    .where((eb) => eb.or([eb('subscriptions.current_period_end', '>', now), eb('subscriptions.grace_until', '>', now)]))
    .executeTakeFirst();
}

export async function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function updateSubscription(db: Db, id: string, changes: Updateable<SubscriptionsTable>): Promise<void> {
  await db.updateTable('subscriptions').set(changes).where('id', '=', id).execute();
}

/** Subscriptions still marked running whose period and grace are over (the hourly job expires them). */
export function findEndedSubscriptions(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'user_id'])
    .where('status', 'in', RUNNING)
    .where('current_period_end', '<=', now)
    .where((eb) => eb.or([eb('grace_until', 'is', null), eb('grace_until', '<=', now)]))
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
}

/** Active subscriptions whose kept card is due to be charged (decision 040). */
export function findRenewalsDue(db: Db, now: Date, limit: number) {
  return selectSubscriptions(db)
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.next_renewal_at', '<=', now)
    .orderBy('subscriptions.next_renewal_at')
    .limit(limit)
    .execute();
}

/**
 * Running subscriptions that will not renew by themselves and end within the window: their owners
 * are reminded (decision 040), whether or not they cancelled.
 */
export function findRemindersDue(db: Db, now: Date, until: Date, limit: number) {
  return selectSubscriptions(db)
    .where('subscriptions.status', 'in', RUNNING)
    .where('subscriptions.next_renewal_at', 'is', null)
    .where('subscriptions.grace_until', 'is', null)
    .where('subscriptions.current_period_end', '>', now)
    .where('subscriptions.current_period_end', '<=', until)
    .orderBy('subscriptions.current_period_end')
    .limit(limit)
    .execute();
}
