import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressBudget, loopedReadBudget, userBudget } from './budgets';
import { MemoryRateLimitStore } from './rate-limit-store';
import { RateLimiter, type Limit } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export { RateLimiter, type Limit } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
  interface FastifyContextConfig {
    /**
     * The route is a cheap read the older client loops on (api-contract §15): a signed-in call
     * spends its own budget per user and route, never the user's 300 a minute, so the loop cannot
     * starve the owner's other calls (decision 048). A function decides per request, for a read
     * that is cheap only in some cases (verify: a payment already final).
     */
    loopedRead?: true | ((request: FastifyRequest, userId: string) => Promise<boolean>);
  }
}

async function signedInBudget(request: FastifyRequest, userId: string): Promise<Limit> {
  const looped = request.routeOptions.config?.loopedRead;
  const own = looped === true || (typeof looped === 'function' && (await looped(request, userId)));
  const routeUrl = request.routeOptions.url;
  return own && routeUrl !== undefined ? loopedReadBudget(userId, request.method, routeUrl) : userBudget(userId);
}

/**
 * Decorates `app.rateLimiter` and applies the catch-all limits of api-contract §1.7 (decision
 * 021). A request with a valid Bearer token is counted per user on every route, a 404 included,
 * so people behind one shared address (a school, an office, a mobile network) never share one
 * budget; the reads the older client loops on have one of their own per user (decision 048). Any
 * other request, an invalid token included, spends the budget of its address and route, before
 * `authenticate` answers 401 and before its body is read.
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
    if (viewer) return limiter.consume(await signedInBudget(request, viewer.id));
    const routeUrl = request.routeOptions.url;
    const mediaKey = routeUrl === '/media/*' ? (request.params as { '*'?: string })['*'] : undefined;
    const budget = addressBudget({ routeUrl, method: request.method, mediaKey, ip: request.ip });
    if (budget) await limiter.consume(budget);
  });
}
