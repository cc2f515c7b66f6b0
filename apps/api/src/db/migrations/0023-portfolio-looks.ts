import type { Kysely } from 'kysely';

/**
 * The portfolio's look (decision 043): which look, in which colour mode, and the owner's own accent
 * (RISE and BLAZE). Portfolios made before looks existed get 'classic', the look closest to the one
 * they had, in light mode; a new owner's profile is created on the neutral 'paper' look
 * (users/user.repository.ts), so the column default serves only the rows already there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('look_id', 'text', (c) => c.notNull().defaultTo('classic'))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('look_mode', 'text', (c) => c.notNull().defaultTo('light'))
    .execute();
  await db.schema.alterTable('profiles').addColumn('accent_color', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('accent_color').execute();
  await db.schema.alterTable('profiles').dropColumn('look_mode').execute();
  await db.schema.alterTable('profiles').dropColumn('look_id').execute();
}
