import type { Kysely } from 'kysely';

/**
 * The language a queued mail is written in (decision 026): chosen from the recipient's settings
 * when it is queued, with its dates and amounts already formatted for it. Rows written before
 * mail had a language were English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('lang').execute();
}
