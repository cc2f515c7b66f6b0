import type { Kysely } from 'kysely';

/**
 * The stored share card of each portfolio and open page (decision 046): its storage key, so the
 * card it replaces is deleted from storage, and an account's cards go with the account.
 * `card` is `profile` or `page:<page id>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_cards')
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('share_cards_pk', ['owner_id', 'card'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_cards').execute();
}
