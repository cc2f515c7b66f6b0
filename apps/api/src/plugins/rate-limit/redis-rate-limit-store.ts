import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { MemoryRateLimitStore, type RateLimitStore, type WindowCount } from './rate-limit-store';

const PREFIX = 'sl:rl:';
const READY_TIMEOUT_MS = 2_000;
const WARN_EVERY_MS = 60_000;

/** Takes one back only from a running window, never below zero. */
const DECREMENT_IF_RUNNING = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters shared by every process through Redis. When Redis cannot be reached the limits do not
 * vanish and the product does not stop: each process falls back to its own in-memory counters
 * (limits then hold per process) and logs an error at most once a minute (decision 013).
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;
  readonly #fallback = new MemoryRateLimitStore();
  readonly #log: Pick<FastifyBaseLogger, 'error'>;
  #lastWarning = 0;

  constructor(url: string, log: Pick<FastifyBaseLogger, 'error'>) {
    this.#log = log;
    // No offline queue: while Redis is away a command fails at once instead of holding the request.
    this.#redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
    this.#redis.on('error', (error: Error) => this.#degraded(error));
  }

  /** Waits (briefly) for the first connection, so the first requests are counted in Redis. */
  async ready(): Promise<void> {
    if (this.#redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, READY_TIMEOUT_MS);
      this.#redis.once('ready', done);
    });
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const k = PREFIX + key;
    try {
      // INCR, then start the window's clock only if it has none (NX), in one round trip.
      const results = await this.#redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    } catch (error) {
      this.#degraded(error);
      return this.#fallback.increment(key, windowMs);
    }
  }

  async decrement(key: string): Promise<void> {
    try {
      await this.#redis.eval(DECREMENT_IF_RUNNING, 1, PREFIX + key);
    } catch (error) {
      this.#degraded(error);
      await this.#fallback.decrement(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.#fallback.reset(key);
    try {
      await this.#redis.del(PREFIX + key);
    } catch (error) {
      this.#degraded(error);
    }
  }

  async close(): Promise<void> {
    await this.#fallback.close();
    if (this.#redis.status === 'ready') await this.#redis.quit();
    else this.#redis.disconnect();
  }

  #degraded(error: unknown): void {
    const now = Date.now();
    if (now - this.#lastWarning < WARN_EVERY_MS) return;
    this.#lastWarning = now;
    this.#log.error({ err: error }, 'Redis unreachable: rate limits fall back to this process');
  }
}
