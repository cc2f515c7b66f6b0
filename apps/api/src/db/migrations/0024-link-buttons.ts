import type { Kysely } from 'kysely';

/**
 * Link buttons (decision 044). `social_links.platform` now holds the link's kind (one of the
 * twelve older platforms, or whatsapp, telegram, …, email, phone, custom); answers give the older
 * client one of the twelve as `platform`. A link gains the owner's title, a custom link's
 * thumbnail (a stored key, looked up by GET /media, hence the index), and for WhatsApp and phone
 * links the number in E.164 and WhatsApp's prefilled message. The profile gains the layout of its
 * links: 'buttons' (large labelled buttons) or 'icons' (a row of icons).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_links').addColumn('title', 'text').execute();
  await db.schema.alterTable('social_links').addColumn('thumbnail_key', 'text').execute();
  await db.schema.alterTable('social_links').addColumn('phone', 'text').execute();
  await db.schema.alterTable('social_links').addColumn('message', 'text').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('links_layout', 'text', (c) => c.notNull().defaultTo('buttons'))
    .execute();
  await db.schema.createIndex('social_links_thumbnail_key_idx').on('social_links').column('thumbnail_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('social_links_thumbnail_key_idx').execute();
  await db.schema.alterTable('profiles').dropColumn('links_layout').execute();
  for (const column of ['message', 'phone', 'thumbnail_key', 'title']) {
    await db.schema.alterTable('social_links').dropColumn(column).execute();
  }
}
