import type { Kysely } from 'kysely';

/**
 * The visitors who downloaded a resume today (issue 16, decision 021): a download counts once
 * per visitor and UTC day, by the analytics visitor hash (daily salt, owner, address, agent).
 * The primary key makes the first download of the day the only one that counts, whichever
 * process serves it. Rows of earlier days are deleted as the next ones arrive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_download_visitors')
    .addColumn('resume_id', 'text', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('resume_download_visitors_pk', ['resume_id', 'day', 'visitor_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_download_visitors').execute();
}
