import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessDatabase, startServerProcess, type ProcessDatabase } from '../helpers/server-process';

/**
 * Issue 30 (decision 039), as people start the server: `src/server.ts` in its own process with
 * NODE_ENV unset (development), as `npm start` leaves it. On a public origin without a Paystack key
 * it used to start with the test checkout selling paid plans for nothing; now it refuses to start.
 */
describe('payments when the server starts', () => {
  let database: ProcessDatabase;
  beforeAll(async () => {
    database = await createProcessDatabase();
  });
  afterAll(() => database.drop());

  it('refuses to start on a public origin without a Paystack key, with one line saying why', async () => {
    const starting = startServerProcess(database, {
      NODE_ENV: 'development',
      PUBLIC_ORIGIN: 'https://portfolio.example',
    });
    await expect(starting).rejects.toThrow(
      'Invalid configuration: PAYSTACK_SECRET_KEY is required on https://portfolio.example, which is not this machine (PAYMENTS=test chooses the test checkout; the built-in test checkout grants paid plans for free)',
    );
  }, 60_000);

  it('starts on the embedded defaults (loopback) with the test checkout, and says so loudly', async () => {
    const server = await startServerProcess(database, { NODE_ENV: 'development' });
    try {
      expect(server.output()).toContain(
        'TEST CHECKOUT ON for this machine only (every origin is loopback and no PAYSTACK_SECRET_KEY is set): paid plans are granted without any payment.',
      );
      const plans = await (await server.fetch('/api/subscriptions/plans')).json();
      expect(plans.data.testCheckout).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});
