import type { Kysely } from 'kysely';

/**
 * A password chosen at sign-up waits on the verification code mailed for it and takes effect
 * only when that code is used, so nobody can set the password of an address they do not read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_codes').addColumn('pending_password_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_codes').dropColumn('pending_password_hash').execute();
}
