import { defineConfig, devices } from '@playwright/test';
import { E2E_DOMAIN_TARGET, e2eDataDir, e2eDnsPort, e2ePort } from './support/environment';

/**
 * End-to-end tests against the built app (npm run build) served by the real server on a free
 * port with a fresh data directory, in Debian's Chromium. Never `playwright install`.
 */
const port = e2ePort();

export default defineConfig({
  testDir: './specs',
  outputDir: '../.test-tmp/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-tmp/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The server `npm run build` bundled for plain node, run as `npm start` runs it.
    command: 'node scripts/serve.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir(),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Domain checks ask the custom-domain spec's DNS server, never the internet's.
      DNS_SERVERS: `127.0.0.1:${e2eDnsPort()}`,
      CUSTOM_DOMAIN_TARGET: E2E_DOMAIN_TARGET,
    },
  },
  globalSetup: './support/global-setup.ts',
});
