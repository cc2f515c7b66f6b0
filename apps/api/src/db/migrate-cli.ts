import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

/** `npm run db:migrate`: bring the configured database to the latest schema and exit. */
const config = loadConfig();
const database = createDatabase(config.database);
try {
  await migrateToLatest(database.db, config.database.schema);
  console.log(`Database is up to date (${database.dialect}).`);
} finally {
  await database.close();
}
