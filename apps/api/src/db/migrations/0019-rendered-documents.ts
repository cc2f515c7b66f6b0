import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Public documents rendered at the owner's write (decision 032): each owner's landing documents
 * (the profile, each open page, the gallery's first page) as the bytes a visitor gets, so a first
 * view reads them instead of rendering. `users.documents_version` counts the owner's writes; a
 * stored document is served only while its version is the owner's, so one rendered before a later
 * write is never served, whichever process stored it and whenever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .alterTable('users')
    .addColumn('documents_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('rendered_documents')
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('renderer', 'text', (c) => c.notNull())
    .addColumn('html', bytes, (c) => c.notNull())
    .addColumn('gzip', bytes, (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('noindex', t.bool, (c) => c.notNull())
    .addColumn('valid_until', t.ts)
    .addPrimaryKeyConstraint('rendered_documents_pk', ['owner_id', 'document'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rendered_documents').execute();
  await db.schema.alterTable('users').dropColumn('documents_version').execute();
}
