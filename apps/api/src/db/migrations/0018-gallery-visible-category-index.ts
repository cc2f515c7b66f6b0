import type { Kysely } from 'kysely';

/**
 * The public gallery counts an owner's visible items per category on every first view of one of
 * its pages (decision 031). With only (user_id, category) indexed, each item's row was read to
 * see whether it is visible; with is_visible in the index as well the count reads the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('gallery_items_user_visible_category_idx')
    .on('gallery_items')
    .columns(['user_id', 'is_visible', 'category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gallery_items_user_visible_category_idx').execute();
}
