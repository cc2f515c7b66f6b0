import type { Kysely } from 'kysely';

/**
 * A gallery is listed by sort_order, then newest first, then id (gallery.repository). The index of
 * 0005 covers only sort_order, so every listing sorted its rows again in a temporary b-tree; this
 * one holds the whole order, and replaces the old one, which is its prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('gallery_items_user_full_order_idx')
    .on('gallery_items')
    .columns(['user_id', 'sort_order', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.dropIndex('gallery_items_user_order_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('gallery_items_user_order_idx')
    .on('gallery_items')
    .columns(['user_id', 'sort_order'])
    .execute();
  await db.schema.dropIndex('gallery_items_user_full_order_idx').execute();
}
