import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The owner may show their latest visible gallery images on the profile itself (issue 32,
 * decision 045): off for every profile until its owner turns it on, so no portfolio changes by
 * itself. Gallery titles that are an old upload's file name are left as they are: the file's name
 * was never stored, so no title can be told apart from one the owner typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { bool } = columnTypes(db);
  await db.schema
    .alterTable('profiles')
    .addColumn('show_gallery', bool, (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('show_gallery').execute();
}
