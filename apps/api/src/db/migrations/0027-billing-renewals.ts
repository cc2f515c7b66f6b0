import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Renewals, reminders, fair upgrades and scheduled changes (decision 040).
 * - `payment_methods`: the one reusable card kept per owner, its Paystack authorization code
 *   sealed like the two-factor secrets; only brand and last four digits are ever shown.
 * - `subscriptions`: whether the kept card renews the plan (the owner's consent), the grace of a
 *   failed renewal and when it is tried again, and a change scheduled for the period end.
 * - `payments`: what kind of payment it was, the credit taken off it, and which renewal attempt
 *   it is — UNIQUE(subscription, period end, attempt), so one charge per attempt however many
 *   processes run the job.
 * - `billing_reminders`: one row per reminder sent, so each goes once.
 * - `test_checkouts`: how the built-in test checkout was paid (card or mobile money).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('payment_methods')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('authorization_sealed', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('exp_month', 'text')
    .addColumn('exp_year', 'text')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('subscriptions')
    .addColumn('auto_renew', t.bool, (c) => c.notNull().defaultTo(false))
    .execute();
  for (const [name, type] of [
    ['grace_until', t.ts],
    ['next_renewal_at', t.ts],
    ['last_renewal_failure', 'text'],
    ['scheduled_tier', 'text'],
    ['scheduled_cycle', 'text'],
  ] as const) {
    await db.schema.alterTable('subscriptions').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('subscriptions')
    .addColumn('renewal_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('payments')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('checkout'))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('credit_pesewas', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('bonus_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, type] of [
    ['method_brand', 'text'],
    ['method_last4', 'text'],
    ['renewal_for', t.ts],
    ['renewal_attempt', 'integer'],
  ] as const) {
    await db.schema.alterTable('payments').addColumn(name, type).execute();
  }
  await db.schema
    .createIndex('payments_one_charge_per_attempt_idx')
    .unique()
    .on('payments')
    .columns(['subscription_id', 'renewal_for', 'renewal_attempt'])
    .execute();
  // The hourly job's "automatic renewals due" and "reminders due".
  await db.schema
    .createIndex('subscriptions_status_renewal_idx')
    .on('subscriptions')
    .columns(['status', 'next_renewal_at'])
    .execute();

  await db.schema
    .createTable('billing_reminders')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('period_end', t.ts, (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('sent_at', t.ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_reminders_pk', ['subscription_id', 'period_end', 'stage'])
    .execute();

  await db.schema.alterTable('test_checkouts').addColumn('channel', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_checkouts').dropColumn('channel').execute();
  await db.schema.dropTable('billing_reminders').execute();
  await db.schema.dropIndex('subscriptions_status_renewal_idx').execute();
  await db.schema.dropIndex('payments_one_charge_per_attempt_idx').execute();
  for (const name of [
    'renewal_attempt',
    'renewal_for',
    'method_last4',
    'method_brand',
    'bonus_days',
    'credit_pesewas',
    'kind',
  ]) {
    await db.schema.alterTable('payments').dropColumn(name).execute();
  }
  for (const name of [
    'renewal_attempts',
    'scheduled_cycle',
    'scheduled_tier',
    'last_renewal_failure',
    'next_renewal_at',
    'grace_until',
    'auto_renew',
  ]) {
    await db.schema.alterTable('subscriptions').dropColumn(name).execute();
  }
  await db.schema.dropTable('payment_methods').execute();
}
