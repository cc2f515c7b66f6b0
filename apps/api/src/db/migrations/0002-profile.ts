import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** Social links: the owner's ordered list; ids survive edits so click history stays attached. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('social_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_links_user_order_idx')
    .on('social_links')
    .columns(['user_id', 'sort_order'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_links').execute();
}
