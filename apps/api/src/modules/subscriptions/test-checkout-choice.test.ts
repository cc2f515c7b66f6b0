import { Writable } from 'node:stream';
import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createPaystackApp, newOwner, startCheckout, verify } from './subscriptions.test-support';

const ELSEWHERE = '203.0.113.50';

/** The checkout page's Pay button, pressed from `remoteAddress`. */
const pay = (t: TestApp, path: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });

async function checkout(t: TestApp): Promise<{ owner: TestUser; reference: string; path: string }> {
  const owner = await newOwner(t.app);
  const { reference, authorizationUrl } = await startCheckout(t.app, owner, 'BLAZE', 'yearly');
  return { owner, reference, path: new URL(authorizationUrl).pathname };
}

/**
 * Issue 30 (decision 039): the built-in test checkout grants paid plans for nothing. On by default
 * only where every origin is this machine, and then it answers this machine alone, as a server
 * bound to every interface can be reached from elsewhere; PAYMENTS=test opens it to everyone.
 */
describe('the test checkout on by default (loopback origins, no key)', () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({}, undefined, () => ({ level: 'warn', stream }));
  });
  afterAll(() => t.close());

  it('logs loudly at start that plans are free, and for whom', () => {
    const lines = log.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'TEST CHECKOUT ON for this machine only (every origin is loopback and no PAYSTACK_SECRET_KEY is set): paid plans are granted without any payment. Set PAYSTACK_SECRET_KEY to take real payments.',
      }),
    );
  });

  it('tells the dashboard through GET /api/subscriptions/plans', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
    expect(res.json().data.testCheckout).toBe(true);
  });

  it('refuses another address the page and the Pay button, so nothing is credited', async () => {
    const { owner, reference, path } = await checkout(t);
    const forbidden = {
      status: 'ERROR',
      code: 'FORBIDDEN',
      message: 'The test checkout answers only this machine. Set PAYMENTS=test to open it to other addresses.',
    };
    expect(forbidden.message).toBe(SUBSCRIPTION_MESSAGES.testCheckoutThisMachineOnly);
    const page = await t.app.inject({ method: 'GET', url: path, remoteAddress: ELSEWHERE });
    expect(page.statusCode).toBe(403);
    expect(page.json()).toEqual(forbidden);
    const paid = await pay(t, path, ELSEWHERE);
    expect(paid.statusCode).toBe(403);
    expect(paid.json()).toEqual(forbidden);
    expect((await verify(t.app, owner, reference)).json().data).toMatchObject({ status: 'pending', tier: 'STARTER' });
  });

  it('serves this machine, as on a laptop', async () => {
    const { owner, reference, path } = await checkout(t);
    expect((await t.app.inject({ method: 'GET', url: path, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await pay(t, path, '::1')).statusCode).toBe(303);
    expect((await verify(t.app, owner, reference)).json().data).toMatchObject({ status: 'success', tier: 'BLAZE' });
  });
});

describe('the test checkout on by default, behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  it('refuses another address that says it is this machine in X-Forwarded-For', async () => {
    const { owner, reference, path } = await checkout(t);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: ELSEWHERE,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '127.0.0.1' },
      payload: 'outcome=pay',
    });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().message).toBe(SUBSCRIPTION_MESSAGES.testCheckoutThisMachineOnly);
    expect((await verify(t.app, owner, reference)).json().data).toMatchObject({ status: 'pending', tier: 'STARTER' });
  });
});

describe('the test checkout chosen with PAYMENTS=test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS: 'test', PUBLIC_ORIGIN: 'https://staging.portfolio.example' });
  });
  afterAll(() => t.close());

  it('serves every address, and says so to the dashboard', async () => {
    const { owner, reference, path } = await checkout(t);
    expect((await pay(t, path, ELSEWHERE)).statusCode).toBe(303);
    expect((await verify(t.app, owner, reference)).json().data).toMatchObject({ status: 'success', tier: 'BLAZE' });
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' })).json().data.testCheckout).toBe(
      true,
    );
  });
});

describe('Paystack', () => {
  it('has no test checkout to tell the dashboard about', async () => {
    const s = await createPaystackApp();
    try {
      const res = await s.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
      expect(res.json().data.testCheckout).toBe(false);
    } finally {
      await s.close();
    }
  });
});
