import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Switching social links off and on, and their BLAZE schedule (decision 059). Additive only:
 * - `social_links.is_enabled`: the owner's on/off switch; every existing link stays on.
 * - `social_links.starts_at` / `social_links.ends_at`: the instants (UTC) a BLAZE owner's link
 *   starts and stops being shown; null means no bound. Decided at every read, like pages (056).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('social_links')
    .addColumn('is_enabled', t.bool, (c) => c.notNull().defaultTo(true))
    .execute();
  for (const name of ['starts_at', 'ends_at']) {
    await db.schema.alterTable('social_links').addColumn(name, t.ts).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['ends_at', 'starts_at', 'is_enabled']) {
    await db.schema.alterTable('social_links').dropColumn(name).execute();
  }
}
