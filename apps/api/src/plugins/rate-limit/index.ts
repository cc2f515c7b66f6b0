import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemoryRateLimitStore } from './rate-limit-store';
import { RateLimiter, type Limit } from './rate-limiter';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export { RateLimiter, type Limit } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const MINUTE = 60_000;

/** Public routes with a budget of their own in api-contract §1.7 (events: over it, 204 and not counted). */
const OWN_BUDGET = new Set(['/api/public/events', '/api/public/events/pixel.gif', '/api/r/:linkId']);

/**
 * The per-address budget an anonymous request spends, chosen by the route that matched: the
 * router decodes the path (`/%61pi/…` reaches `/api/…`), so the raw URL cannot decide. The public
 * documents and media have budgets a real visitor never meets (a gallery page loads up to 500
 * thumbnails) but that stop one address from rendering uncached pages without end. Requests that
 * matched no route (404s, the SPA's screens) share the API's budget; the beacon, the view pixel
 * and the click redirect spend only their own.
 */
export function addressBudget(routeUrl: string | undefined, ip: string): Limit | undefined {
  if (routeUrl !== undefined && OWN_BUDGET.has(routeUrl)) return undefined;
  if (routeUrl === undefined || routeUrl.startsWith('/api/')) return { key: `any:${ip}`, max: 300, windowMs: MINUTE };
  if (routeUrl.startsWith('/public/')) return { key: `public:${ip}`, max: 600, windowMs: MINUTE };
  if (routeUrl.startsWith('/media/')) return { key: `media:${ip}`, max: 3000, windowMs: MINUTE };
  return undefined; // the hashed static files: cached by browsers for a year, nothing to protect
}

/**
 * Decorates `app.rateLimiter` and applies the catch-all limits of api-contract §1.7 to anonymous
 * calls. Signed-in calls are counted per user by `authenticate` instead, so people behind one
 * shared address (a school, an office) do not share one budget.
 */
export function registerRateLimits(app: FastifyInstance): void {
  const store = app.config.redisUrl
    ? new RedisRateLimitStore(app.config.redisUrl, app.log)
    : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store);
  app.decorate('rateLimiter', limiter);
  if (store instanceof RedisRateLimitStore) app.addHook('onReady', () => store.ready());
  app.addHook('onClose', () => store.close());

  // preHandler: it runs after the route's own onRequest authentication has named the user.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.user) return;
    const budget = addressBudget(request.routeOptions.url, request.ip);
    if (budget) await limiter.consume(budget);
  });
}
