import type { Kysely } from 'kysely';

/**
 * GET /media asks, on every request, whether the file is public now (decision 037): it finds the
 * row that names the key. Each column that names a stored file gets an index, so that is one
 * index probe, not a scan of every user, profile or gallery item. Not unique: keys are random and
 * never reused, so uniqueness would guard nothing and cost a check on every upload.
 */
const INDEXES = [
  { name: 'users_profile_picture_key_idx', table: 'users', column: 'profile_picture_key' },
  { name: 'profiles_background_image_key_idx', table: 'profiles', column: 'background_image_key' },
  { name: 'gallery_items_storage_key_idx', table: 'gallery_items', column: 'storage_key' },
  { name: 'gallery_items_thumbnail_key_idx', table: 'gallery_items', column: 'thumbnail_key' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
