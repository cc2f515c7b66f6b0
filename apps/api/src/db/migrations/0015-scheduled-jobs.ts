import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Shared state that several processes must agree on (decision 023): when each scheduled job is
 * next due, so one process runs it per period; and the built-in test checkout's open checkouts,
 * so the page and the verify may land on a process other than the one that initialized it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', t.ts, (c) => c.notNull())
    .addColumn('last_started_at', t.ts)
    .execute();

  await db.schema
    .createTable('test_checkouts')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('amount_pesewas', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paid_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_checkouts').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
}
