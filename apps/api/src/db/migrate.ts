import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';

/**
 * Brings the database to the latest schema. With a PostgreSQL schema set, the migrator's own
 * tables live in it too; otherwise Kysely may find another schema's bookkeeping tables and skip
 * creating its own.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`.replace('  ', ' '));
  }
}
