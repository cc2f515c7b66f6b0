import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { TEST_REDIS_URL, uniqueIp } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const TOO_MANY = 'Too many requests. Please try again later.';

describe('the anonymous limits of api-contract §1.7, per address and route (decision 021)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers 429 to the 301st anonymous call a minute of one API route from one address, with Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 300; i++) expect((await get('/api/health', ip)).statusCode).toBe(200);
    const over = await get('/api/health', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 'ERROR', message: TOO_MANY });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and another route of the same address, have budgets of their own.
    expect((await get('/api/health', uniqueIp())).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('counts a percent-encoded path by the route it reaches, so /%61pi/… is no way around the limit', async () => {
    const ip = uniqueIp();
    const encoded = await get('/%61pi/health', ip);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json().data).toMatchObject({ status: 'ok' });
    for (let i = 1; i < 300; i++) expect((await get(i % 2 ? '/%61pi/health' : '/api/health', ip)).statusCode).toBe(200);
    expect((await get('/%61pi/health', ip)).statusCode).toBe(429);
    expect((await get('/api/%68ealth', ip)).statusCode).toBe(429);
  });

  it('counts an invalid token per address, before the 401 of an owner route', async () => {
    const ip = uniqueIp();
    const invalid = { authorization: 'Bearer not-a-token' };
    for (let i = 0; i < 300; i++) expect((await get('/api/auth/me', ip, invalid)).statusCode).toBe(401);
    expect((await get('/api/auth/me', ip, invalid)).statusCode).toBe(429);
    expect((await get('/api/auth/me', ip)).statusCode).toBe(429);
    expect((await get('/api/auth/me', uniqueIp(), invalid)).json().message).toBe('Invalid or expired token');
  });

  it('limits the click redirect to 120 a minute per address, apart from every other budget', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 120; i++) expect((await get('/api/r/no-such-link', ip)).statusCode).toBe(404);
    const over = await get('/api/r/no-such-link', ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toEqual(expect.any(String));
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('answers the beacon 204 past any budget, and its events spend none of the API budget', async () => {
    const ip = uniqueIp();
    const beacon = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/events',
        remoteAddress: ip,
        payload: { type: 'profile_view', username: 'nobody-here' },
      });
    for (let i = 0; i < 350; i++) expect((await beacon()).statusCode).toBe(204);
    for (let i = 0; i < 300; i++) expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/api/health', ip)).statusCode).toBe(429);
  });

  it('gives each public read route 6000 a minute per address, encoded or not, apart from the API', async () => {
    const ip = uniqueIp();
    // The plans are answered from memory: the cheapest public read to spend a budget with.
    for (let i = 0; i < 6000; i++) {
      expect((await get(i % 2 ? '/api/subscriptions/plans' : '/api/subscriptions/%70lans', ip)).statusCode).toBe(200);
    }
    const over = await get('/api/subscriptions/plans', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY);
    // The documents, the other public JSON and sign-in of that address are untouched.
    expect((await get('/public/nobody', ip)).statusCode).toBe(404);
    expect((await get('/api/public/nobody', ip)).statusCode).toBe(404);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('gives a server-rendered document the same 6000 a minute per address (a cached profile here)', async () => {
    await createUser(t.app, { username: 'much-read' });
    const ip = uniqueIp();
    // In parallel batches, as browsers behind one address would send them.
    for (let sent = 0; sent < 6000; sent += 100) {
      const batch = Array.from({ length: 100 }, (_, i) => get(i % 2 ? '/public/much-read' : '/%70ublic/much-read', ip));
      expect((await Promise.all(batch)).every((res) => res.statusCode === 200)).toBe(true);
    }
    expect((await get('/public/much-read', ip)).statusCode).toBe(429);
    expect((await get('/public/much-read/gallery', ip)).statusCode).toBe(200);
  }, 120_000);

  it('limits each uploaded file to 3000 a minute per address (every visitor fetches it once)', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3000; i++) expect((await get('/media/missing.webp', ip)).statusCode).toBe(404);
    expect((await get('/media/missing.webp', ip)).statusCode).toBe(429);
    expect((await get('/media/%6Dissing.webp', ip)).statusCode).toBe(429);
    expect((await get('/media/another.webp', ip)).statusCode).toBe(404);
    expect((await get('/public/nobody', ip)).statusCode).toBe(404);
  });

  it('gives requests that match no route 6000 a minute per address, whatever their path', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6000; i++) expect((await get(`/api/no-such-route-${i % 7}`, ip)).statusCode).toBe(404);
    expect((await get('/api/another-unknown', ip)).statusCode).toBe(429);
    // A loop on an unknown route (the older client's) spends neither sign-in's budget nor the portfolios'.
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/public/nobody', ip)).statusCode).toBe(404);
  });
});

describe('the anonymous limits with REDIS_URL: one budget across processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    second = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const getFrom = (app: TestApp, url: string, ip: string) => app.app.inject({ method: 'GET', url, remoteAddress: ip });

  it('holds an API route limit reached through one app instance on the other', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 300; i++)
      expect((await getFrom(i % 2 ? first : second, '/api/health', ip)).statusCode).toBe(200);
    const over = await getFrom(second, '/api/health', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY);
    expect((await getFrom(first, '/api/subscriptions/plans', ip)).statusCode).toBe(200);
  });

  it('shares the public read budget of one address and route across instances, and no other', async () => {
    const ip = uniqueIp();
    for (let sent = 0; sent < 6000; sent += 100) {
      const batch = Array.from({ length: 100 }, (_, i) =>
        getFrom(i % 2 ? first : second, '/api/subscriptions/plans', ip),
      );
      expect((await Promise.all(batch)).every((res) => res.statusCode === 200)).toBe(true);
    }
    expect((await getFrom(first, '/api/subscriptions/plans', ip)).statusCode).toBe(429);
    expect((await getFrom(second, '/api/public/nobody/pages', ip)).statusCode).toBe(404);
    expect((await getFrom(second, '/api/health', ip)).statusCode).toBe(200);
  }, 120_000);
});
