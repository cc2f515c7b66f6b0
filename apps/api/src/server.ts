import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/** Starts SparkLink: config, migrations, listen; on SIGTERM/SIGINT drains requests and closes the DB. */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = createDatabase(config.database);
await migrateToLatest(database.db, config.database.schema);
const app = await buildApp({ config, database });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`SparkLink is running at ${config.publicOrigin} (database: ${database.dialect})`);
