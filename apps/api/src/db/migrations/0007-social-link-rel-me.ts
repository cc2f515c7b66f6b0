import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * A social link may be marked rel="me": the public profile then links to it directly (not through
 * the click redirect), so the other site can verify the identity link back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('social_links')
    .addColumn('rel_me', t.bool, (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_links').dropColumn('rel_me').execute();
}
