import type { FastifyInstance } from 'fastify';
import { MemoryRateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export { RateLimiter, type Limit } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const MINUTE = 60_000;

/**
 * Decorates `app.rateLimiter` and applies the catch-all limit of api-contract §1.7: 300 API calls
 * a minute per user (Bearer routes count by user in their own limiter calls) or per IP.
 */
export function registerRateLimits(app: FastifyInstance): void {
  const store = app.config.redisUrl ? new RedisRateLimitStore(app.config.redisUrl) : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store);
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', () => store.close());

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    await limiter.consume({ key: `any:${request.ip}`, max: 300, windowMs: MINUTE });
  });
}
