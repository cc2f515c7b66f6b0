import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Verified links (decision 055): whether a link's page links back to the owner's portfolio with
 * rel="me". Additive only: four nullable columns on `social_links` and the index the weekly
 * re-check reads ("links checked before a week ago").
 * - `verify_status`: null (never checked), `pending`, `verified` or `failed`.
 * - `verify_reason`: why a check failed, a fixed word the dashboard turns into a sentence.
 * - `verify_url`: the address that check was about, so a check of an address the owner has
 *   since changed never marks the new one.
 * - `verify_checked_at`: when the last check finished.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const [name, type] of [
    ['verify_status', 'text'],
    ['verify_reason', 'text'],
    ['verify_url', 'text'],
    ['verify_checked_at', t.ts],
  ] as const) {
    await db.schema.alterTable('social_links').addColumn(name, type).execute();
  }
  await db.schema
    .createIndex('social_links_verify_checked_idx')
    .on('social_links')
    .columns(['verify_status', 'verify_checked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('social_links_verify_checked_idx').execute();
  for (const name of ['verify_checked_at', 'verify_url', 'verify_reason', 'verify_status']) {
    await db.schema.alterTable('social_links').dropColumn(name).execute();
  }
}
