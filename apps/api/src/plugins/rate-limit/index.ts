import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressBudget, userBudget } from './budgets';
import { MemoryRateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export { RateLimiter, type Limit } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Decorates `app.rateLimiter` and applies the catch-all limits of api-contract §1.7 (decision
 * 021). A request with a valid Bearer token is counted per user on every route, a 404 included,
 * so people behind one shared address (a school, an office, a mobile network) never share one
 * budget. Any other request, an invalid token included, spends the budget of its address and
 * route, before `authenticate` answers 401 and before its body is read.
 */
export function registerRateLimits(app: FastifyInstance): void {
  const store = app.config.redisUrl
    ? new RedisRateLimitStore(app.config.redisUrl, app.log)
    : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store);
  app.decorate('rateLimiter', limiter);
  if (store instanceof RedisRateLimitStore) app.addHook('onReady', () => store.ready());
  app.addHook('onClose', () => store.close());

  // A root onRequest hook: it runs after routing (the matched route is known) and before the
  // routes' own onRequest `authenticate`, which reuses the user read here.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const viewer = request.headers.authorization ? await app.viewerOf(request) : null;
    if (viewer) return limiter.consume(userBudget(viewer.id));
    const routeUrl = request.routeOptions.url;
    const mediaKey = routeUrl === '/media/*' ? (request.params as { '*'?: string })['*'] : undefined;
    const budget = addressBudget({ routeUrl, method: request.method, mediaKey, ip: request.ip });
    if (budget) await limiter.consume(budget);
  });
}
