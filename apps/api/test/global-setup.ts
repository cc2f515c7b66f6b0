import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dialect: 'sqlite' | 'postgres';
    sqliteTemplate: string;
  }
}

/** Migrates one SQLite file for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-test-'));
  const template = path.join(dir, 'template.db');
  const database = createDatabase({ sqliteFile: template });
  await migrateToLatest(database.db);
  await database.close();
  project.provide('sqliteTemplate', template);
  return () => rmSync(dir, { recursive: true, force: true });
}
