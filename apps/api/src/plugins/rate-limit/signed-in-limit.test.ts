import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { TEST_REDIS_URL, uniqueIp } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const TOO_MANY = 'Too many requests. Please try again later.';

describe.each([
  ['in memory', {}],
  ['in Redis', { REDIS_URL: TEST_REDIS_URL }],
])('a valid Bearer token is limited per user, never per address, on every route (%s)', (_store, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('counts owner routes per user: the 301st a minute is 429, the address stays open to others', async () => {
    const ip = uniqueIp();
    const user = await createUser(t.app);
    for (let i = 0; i < 300; i++) expect((await get('/api/auth/me', ip, user.headers)).statusCode).toBe(200);
    const over = await get('/api/auth/me', ip, user.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TOO_MANY);
    const neighbour = await createUser(t.app);
    expect((await get('/api/auth/me', ip, neighbour.headers)).statusCode).toBe(200);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('counts a 404 and a public route per user too, so a signed-in loop spends no address budget', async () => {
    const ip = uniqueIp();
    const user = await createUser(t.app);
    for (let i = 0; i < 150; i++) {
      expect((await get('/api/subscriptions/no-such-route', ip, user.headers)).statusCode).toBe(404);
      expect((await get('/api/health', ip, user.headers)).statusCode).toBe(200);
    }
    expect((await get('/api/public/nobody', ip, user.headers)).statusCode).toBe(429);
    expect((await get('/api/subscriptions/no-such-route', ip, user.headers)).statusCode).toBe(429);
    // The reads the older client loops on have a budget of their own (decision 048).
    expect((await get('/api/subscriptions/plans', ip, user.headers)).statusCode).toBe(200);
    // Anonymous visitors on that address still have every budget of their own.
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/api/subscriptions/no-such-route', ip)).statusCode).toBe(404);
    expect((await get('/public/nobody', ip)).statusCode).toBe(404);
  });

  it('moves with the user: the same token from another address spends the same budget', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 300; i++) expect((await get('/api/health', uniqueIp(), user.headers)).statusCode).toBe(200);
    expect((await get('/api/health', uniqueIp(), user.headers)).statusCode).toBe(429);
  });
});

describe('per-user counters with REDIS_URL', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('are kept in Redis, where every process counts the same user', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: user.headers, remoteAddress: uniqueIp() });
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers, remoteAddress: uniqueIp() });
    expect(await redis.get(`sl:rl:user:${user.id}`)).toBe('2');
  });
});
