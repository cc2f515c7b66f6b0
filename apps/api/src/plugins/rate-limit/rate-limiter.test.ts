import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/helpers/redis';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

const silentLog = { error: () => {} };

const stores: Array<[string, () => Promise<RateLimitStore>]> = [
  ['memory', async () => new MemoryRateLimitStore()],
  [
    'redis',
    async () => {
      const store = new RedisRateLimitStore(TEST_REDIS_URL, silentLog);
      await store.ready();
      return store;
    },
  ],
];

describe('the test Redis', () => {
  it('is reachable (the Redis-backed tests below would prove nothing without it)', async () => {
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
      expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.disconnect();
    }
  });
});

describe.each(stores)('RateLimiter on the %s store', (_name, makeStore) => {
  let store: RateLimitStore;
  let rl: RateLimiter;
  beforeAll(async () => {
    store = await makeStore();
    rl = new RateLimiter(store);
  });
  afterAll(() => store.close());
  const unique = () => `test:${Math.random().toString(36).slice(2)}`;

  it('lets max requests through, then answers 429 with Retry-After', async () => {
    const key = unique();
    for (let i = 0; i < 3; i++) await rl.consume({ key, max: 3, windowMs: 60_000 });
    await expect(rl.consume({ key, max: 3, windowMs: 60_000 })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'Too many requests. Please try again later.',
      extra: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('counts parallel attempts exactly, gives refunded ones back, with a custom message', async () => {
    const limit = { key: unique(), max: 4, windowMs: 60_000, message: 'Slow down' };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => rl.consume(limit)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => r.reason.message)).toEqual(Array(6).fill('Slow down'));

    await rl.reset(limit.key);
    await rl.consume(limit);
    await rl.consume(limit);
    await rl.refund(limit);
    await rl.refund(limit);
    await rl.refund(limit); // never below zero
    for (let i = 0; i < 4; i++) await rl.consume(limit);
    await expect(rl.consume(limit)).rejects.toMatchObject({ message: 'Slow down' });
  });

  it('opens a new window once the old one ends', async () => {
    const key = unique();
    expect(await rl.allow({ key, max: 1, windowMs: 50 })).toBe(true);
    expect(await rl.allow({ key, max: 1, windowMs: 50 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await rl.allow({ key, max: 1, windowMs: 50 })).toBe(true);
  });
});

describe('RateLimiter when Redis cannot be reached', () => {
  it('falls back to counters in this process and logs the outage once, not per request', async () => {
    const log = { error: vi.fn() };
    // Port 1 on loopback: nothing listens, so every connection is refused at once.
    const store = new RedisRateLimitStore('redis://127.0.0.1:1', log);
    await store.ready();
    const rl = new RateLimiter(store);
    const limit = { key: 'outage', max: 2, windowMs: 60_000 };
    await rl.consume(limit);
    await rl.consume(limit);
    await rl.refund(limit);
    await rl.consume(limit);
    await expect(rl.consume(limit)).rejects.toMatchObject({ status: 429 });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![1]).toBe('Redis unreachable: rate limits fall back to this process');
    await store.close();
  });
});

describe('the in-memory store when requests stop', () => {
  it('drops ended windows on its own, so a burst from many addresses leaves no memory behind', async () => {
    vi.useFakeTimers();
    const store = new MemoryRateLimitStore(60_000);
    try {
      for (let i = 0; i < 500; i++) await store.increment(`any:198.51.100.${i}:GET /`, 60_000);
      expect(store.size).toBe(500);
      vi.advanceTimersByTime(59_999);
      expect(store.size).toBe(500);
      await store.increment('any:203.0.113.1:GET /', 120_000);
      vi.advanceTimersByTime(60_001);
      // The burst's windows ended and went; the one still running stays.
      expect(store.size).toBe(1);
    } finally {
      await store.close();
      vi.useRealTimers();
    }
  });

  it('sweeps from requests at most once a second, so a busy store does not walk its windows on every request', async () => {
    vi.useFakeTimers();
    const store = new MemoryRateLimitStore(3_600_000); // the idle sweep stays out of this test
    try {
      for (let i = 0; i < 500; i++) await store.increment(`any:198.51.100.${i}:GET /`, 60_000);
      vi.advanceTimersByTime(60_001);
      await store.increment('late', 60_000); // the first request after they ended sweeps them
      expect(store.size).toBe(1);
      await store.increment('short', 10);
      vi.advanceTimersByTime(500);
      await store.increment('other', 60_000); // within the second: no sweep, `short` stays
      expect(store.size).toBe(3);
      vi.advanceTimersByTime(600);
      await store.increment('another', 60_000);
      expect(store.size).toBe(3); // `short` went, `another` came
    } finally {
      await store.close();
      vi.useRealTimers();
    }
  });
});
