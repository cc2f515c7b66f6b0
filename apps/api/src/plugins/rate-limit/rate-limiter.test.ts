import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const stores: Array<[string, () => Promise<RateLimitStore | null>]> = [
  ['memory', async () => new MemoryRateLimitStore()],
  ['redis', async () => ((await redisAvailable()) ? new RedisRateLimitStore(REDIS_URL) : null)],
];

describe.each(stores)('RateLimiter on the %s store', (_name, makeStore) => {
  const opened: RateLimitStore[] = [];
  afterAll(() => Promise.all(opened.map((s) => s.close())));
  const limiter = async () => {
    const store = await makeStore();
    if (!store) return null;
    opened.push(store);
    return new RateLimiter(store);
  };
  const unique = () => `test:${Math.random().toString(36).slice(2)}`;

  it('lets max requests through, then answers 429 with Retry-After', async () => {
    const rl = await limiter();
    if (!rl) return expect(await redisAvailable()).toBe(false);
    const key = unique();
    for (let i = 0; i < 3; i++) await rl.consume({ key, max: 3, windowMs: 60_000 });
    await expect(rl.consume({ key, max: 3, windowMs: 60_000 })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'Too many requests. Please try again later.',
      extra: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('counts failures separately from checks, with a custom message', async () => {
    const rl = await limiter();
    if (!rl) return expect(await redisAvailable()).toBe(false);
    const limit = { key: unique(), max: 2, windowMs: 60_000, message: 'Slow down' };
    await rl.assertUnder(limit);
    await rl.recordFailure(limit);
    await rl.assertUnder(limit);
    await rl.recordFailure(limit);
    await expect(rl.assertUnder(limit)).rejects.toMatchObject({ message: 'Slow down' });
    await rl.reset(limit.key);
    await expect(rl.assertUnder(limit)).resolves.toBeUndefined();
  });

  it('opens a new window once the old one ends', async () => {
    const rl = await limiter();
    if (!rl) return expect(await redisAvailable()).toBe(false);
    const key = unique();
    expect(await rl.allow({ key, max: 1, windowMs: 50 })).toBe(true);
    expect(await rl.allow({ key, max: 1, windowMs: 50 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await rl.allow({ key, max: 1, windowMs: 50 })).toBe(true);
  });
});
