import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** Resumes: at most one PDF per user, kept in private storage (api-contract §6, §13). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('resumes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('allow_download', t.bool, (c) => c.notNull().defaultTo(true))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_at', t.ts, (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .addUniqueConstraint('resumes_user_unique', ['user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumes').execute();
}
