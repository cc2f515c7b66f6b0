import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

const PREFIX = 'sl:rl:';

export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;

  constructor(url: string) {
    this.#redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const k = PREFIX + key;
    // INCR, then start the window's clock only if it has none (NX), in one round trip.
    const results = await this.#redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<WindowCount> {
    const k = PREFIX + key;
    const [count, ttl] = await Promise.all([this.#redis.get(k), this.#redis.pttl(k)]);
    return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(PREFIX + key);
  }

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}
