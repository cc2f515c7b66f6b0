import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Subscriptions and payments (api-contract §9, §13). Payments come first: a subscription points
 * at the payment that last paid for it. Payments outlive their user (SET NULL) for the books.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subscription_id', 'text')
    // UNIQUE(reference) is the idempotency key: one row, and at most one credit, per reference.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('billing_cycle', 'text', (c) => c.notNull())
    .addColumn('amount_pesewas', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_status', 'text')
    .addColumn('gateway_response', 'text')
    .addColumn('channel', 'text')
    .addColumn('provider_domain', 'text')
    .addColumn('paid_at', t.ts)
    // The credit guard: set by the one UPDATE … WHERE applied_at IS NULL that credits the payment.
    .addColumn('applied_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .addCheckConstraint('payments_tier_check', sql`tier in ('RISE', 'BLAZE')`)
    .addCheckConstraint('payments_billing_cycle_check', sql`billing_cycle in ('monthly', 'yearly')`)
    .addCheckConstraint(
      'payments_status_check',
      sql`status in ('pending', 'success', 'failed', 'abandoned', 'reversed', 'disputed')`,
    )
    .execute();
  await db.schema.createIndex('payments_user_created_idx').on('payments').columns(['user_id', 'created_at']).execute();
  // The hourly job's "pending for over 24 h".
  await db.schema.createIndex('payments_status_created_idx').on('payments').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('billing_cycle', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', t.ts, (c) => c.notNull())
    .addColumn('current_period_end', t.ts, (c) => c.notNull())
    .addColumn('cancel_at_period_end', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('canceled_at', t.ts)
    .addColumn('last_payment_id', 'text', (c) => c.references('payments.id').onDelete('set null'))
    // The period end the "your plan ends in 3 days" mail was sent for, so it goes once per end.
    .addColumn('ending_notice_for', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .addCheckConstraint('subscriptions_tier_check', sql`tier in ('RISE', 'BLAZE')`)
    .addCheckConstraint('subscriptions_billing_cycle_check', sql`billing_cycle in ('monthly', 'yearly')`)
    .addCheckConstraint('subscriptions_status_check', sql`status in ('active', 'canceled', 'expired')`)
    .execute();
  await db.schema
    .createIndex('subscriptions_user_status_idx')
    .on('subscriptions')
    .columns(['user_id', 'status'])
    .execute();
  // At most one running subscription per user. Both dialects support partial indexes; the
  // predicate is written out because DDL takes no bound parameters.
  await sql`create unique index subscriptions_one_running_idx on subscriptions (user_id) where status in ('active', 'canceled')`.execute(
    db,
  );
  // The hourly job's "ended but still marked running".
  await db.schema
    .createIndex('subscriptions_status_end_idx')
    .on('subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('received_at', t.ts, (c) => c.notNull())
    .addColumn('processed_at', t.ts)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payload', t.json, (c) => c.notNull())
    .addCheckConstraint('webhook_events_status_check', sql`status in ('received', 'processed', 'ignored', 'failed')`)
    .execute();
  await db.schema
    .createIndex('webhook_events_status_received_idx')
    .on('webhook_events')
    .columns(['status', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('payments').execute();
}
