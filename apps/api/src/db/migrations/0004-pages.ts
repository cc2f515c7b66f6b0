import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** Pages: slug unique per owner, ordered by sort_order, optionally password protected. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('content', t.json, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_published', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', t.ts)
    .addColumn('is_password_protected', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('password_hash', 'text')
    .addColumn('password_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .addUniqueConstraint('pages_user_slug_unique', ['user_id', 'slug'])
    .execute();
  await db.schema.createIndex('pages_user_order_idx').on('pages').columns(['user_id', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pages').execute();
}
