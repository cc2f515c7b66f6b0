import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Scheduled publishing (decision 056). Additive only:
 * - `pages.publish_at` / `pages.unpublish_at`: the instants (UTC) a BLAZE owner's page starts and
 *   stops being visible; null means no bound. Visibility is decided from them at every read.
 * - `pages.live_notice_for`: the publish_at the "Your page X is live" notice was sent for, so the
 *   job sends it once per publish (a new publish_at sends it again).
 * - `user_settings.time_zone`: the owner's IANA time zone, in which the dashboard shows and enters
 *   those instants; null until first chosen.
 * - the index the job reads ("pages whose publish time has passed").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const name of ['publish_at', 'unpublish_at', 'live_notice_for']) {
    await db.schema.alterTable('pages').addColumn(name, t.ts).execute();
  }
  await db.schema.alterTable('user_settings').addColumn('time_zone', 'text').execute();
  await db.schema.createIndex('pages_publish_at_idx').on('pages').column('publish_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pages_publish_at_idx').execute();
  await db.schema.alterTable('user_settings').dropColumn('time_zone').execute();
  for (const name of ['live_notice_for', 'unpublish_at', 'publish_at']) {
    await db.schema.alterTable('pages').dropColumn(name).execute();
  }
}
