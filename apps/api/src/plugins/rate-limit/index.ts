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
 * Decorates `app.rateLimiter` and applies the catch-all limit of api-contract §1.7 to anonymous
 * calls: 300 a minute per IP. Signed-in calls are counted per user by `authenticate` instead, so
 * people behind one shared address (a school, an office) do not share one budget.
 */
export function registerRateLimits(app: FastifyInstance): void {
  const store = app.config.redisUrl ? new RedisRateLimitStore(app.config.redisUrl) : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store);
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', () => store.close());

  // preHandler: it runs after the route's own onRequest authentication has named the user.
  app.addHook('preHandler', async (request) => {
    if (request.user || !request.url.startsWith('/api/')) return;
    await limiter.consume({ key: `any:${request.ip}`, max: 300, windowMs: MINUTE });
  });
}
