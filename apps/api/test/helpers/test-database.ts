import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

export interface TestDatabase {
  database: Database;
  settings: { url?: string; schema?: string; sqliteFile: string };
  drop(): Promise<void>;
}

/**
 * A clean, migrated database for one test file: a copy of the migrated SQLite template, or a
 * fresh schema in TEST_DATABASE_URL when the project runs on PostgreSQL.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (inject('dialect') === 'postgres') return createPostgresSchema(dataDir);
  const sqliteFile = path.join(dataDir, 'sparklink.db');
  copyFileSync(inject('sqliteTemplate'), sqliteFile);
  const settings = { sqliteFile };
  return { database: createDatabase(settings), settings, drop: async () => {} };
}

async function createPostgresSchema(dataDir: string): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The api-postgres project needs TEST_DATABASE_URL');
  const schema = `t_${Math.random().toString(36).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const settings = { url, schema, sqliteFile: path.join(dataDir, 'unused.db') };
  const database = createDatabase(settings);
  await migrateToLatest(database.db, schema);
  return {
    database,
    settings,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export const makeTempDir = () => mkdtempSync(path.join(os.tmpdir(), 'sparklink-data-'));
