import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Custom domains (BLAZE, decision 057): one row per owner who has named a domain of their own.
 * - `domain`: lowercase ASCII (punycode), unique across accounts: a name serves one portfolio.
 * - `token`: the value of the `_sparklink.<domain>` TXT record that proves the owner controls it.
 * - `status`: `pending` (not seen yet), `verified`, `misconfigured` (seen wrong; `found` says what)
 *   or `detached` (no longer served; `detached_reason` says why: `dns` or `plan`).
 * - `failing_since`: when a verified domain's records (or the owner's plan) stopped qualifying; the
 *   grace before detaching counts from it. `warnings_sent`: how many of its warnings went out.
 * - `next_check_at`: when the scheduled job looks at it next (indexed: the job's only read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('custom_domains')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('found', 'text')
    .addColumn('checked_at', t.ts)
    .addColumn('verified_at', t.ts)
    .addColumn('failing_since', t.ts)
    .addColumn('warnings_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('detached_reason', 'text')
    .addColumn('next_check_at', t.ts, (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_domains_next_check_idx').on('custom_domains').column('next_check_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_domains').execute();
}
