import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The dashboard's notifications feed (docs/decisions/006-notifications.md). `kind` has no CHECK so
 * that new event kinds need no migration; `read_at` is the only column that ever changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('link', 'text')
    .addColumn('read_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
