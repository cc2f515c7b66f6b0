import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** Gallery items (api-contract §13): two stored files each, ordered by sort_order, filterable by category. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('gallery_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text')
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_visible', t.bool, (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gallery_items_user_order_idx')
    .on('gallery_items')
    .columns(['user_id', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('gallery_items_user_category_idx')
    .on('gallery_items')
    .columns(['user_id', 'category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_items').execute();
}
