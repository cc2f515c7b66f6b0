import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { TEST_REDIS_URL, uniqueIp } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const TOO_MANY = 'Too many requests. Please try again later.';

describe('the catch-all limits of api-contract §1.7', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers 429 to the 301st anonymous API call a minute from one address, with Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 300; i++) expect((await get('/api/health', ip)).statusCode).toBe(200);
    const over = await get('/api/health', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 'ERROR', message: TOO_MANY });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/health', uniqueIp())).statusCode).toBe(200);
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

  it('counts signed-in calls per user, so they do not use up the address budget of anonymous calls', async () => {
    const ip = uniqueIp();
    const user = await createUser(t.app);
    for (let i = 0; i < 300; i++) expect((await get('/api/auth/me', ip, user.headers)).statusCode).toBe(200);
    const overUser = await get('/api/auth/me', ip, user.headers);
    expect(overUser.statusCode).toBe(429);
    expect(overUser.json().message).toBe(TOO_MANY);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('limits the click redirect to 120 a minute per address, apart from the API budget', async () => {
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

  it('gives the server-rendered public pages their own budget of 600 a minute per address', async () => {
    const ip = uniqueIp();
    // Encoded or not, every public document spends the same budget.
    for (let i = 0; i < 600; i++) {
      expect((await get(i % 2 ? '/public/nobody' : '/%70ublic/nobody/gallery', ip)).statusCode).toBe(404);
    }
    const over = await get('/public/nobody', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY);
    // The API budget of that address is untouched: public pages do not lock visitors out of sign-in.
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('limits uploaded media to 3000 a minute per address (a 500-image gallery loads well within it)', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3000; i++) expect((await get(`/media/missing-${i}.webp`, ip)).statusCode).toBe(404);
    expect((await get('/media/missing.webp', ip)).statusCode).toBe(429);
    expect((await get('/public/nobody', ip)).statusCode).toBe(404);
  });
});

describe('the limits with REDIS_URL: one budget across processes', () => {
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

  it('holds a limit reached through one app instance on the other', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 300; i++) {
      const app = i % 2 ? first.app : second.app;
      expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
    }
    const over = await second.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY);
  });
});
