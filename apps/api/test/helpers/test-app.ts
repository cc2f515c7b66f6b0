import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestDatabase, makeTempDir } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh data directory and database, ready for `app.inject()`. Pass env
 * overrides as the process would see them (e.g. SMTP_URL); call `close()` in afterAll. Silent
 * unless given logger options for the config (the log redaction tests pass the server's own).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  logger: (config: Config) => FastifyServerOptions['logger'] = () => false,
  /** Verified links: the `127.0.0.1:<port>` hosts of the test's own servers (decision 055). */
  linkCheck?: BuildAppOptions['linkCheck'],
): Promise<TestApp> {
  const dataDir = makeTempDir();
  const { database, settings, drop } = await createTestDatabase(dataDir);
  const config = {
    // Custom domains' DNS checks ask a closed local port unless a test names its own DNS server:
    // no test asks the internet (decision 057).
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DNS_SERVERS: '127.0.0.1:9', ...env }),
    database: settings,
  };
  // Links are only ever checked against the test's own servers, never the internet.
  const app = await buildApp({
    config,
    database,
    logger: logger(config),
    linkCheck: { onlyTestHosts: true, ...linkCheck },
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
