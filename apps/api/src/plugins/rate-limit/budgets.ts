import type { Limit } from './rate-limiter';

const MINUTE = 60_000;

/** Public routes with a budget of their own in api-contract §1.7 (events: over it, 204 and not counted). */
const OWN_BUDGET = new Set(['/api/public/events', '/api/public/events/pixel.gif', '/api/r/:linkId']);

/**
 * Reads of public portfolios, per address and route (decision 021): 1,000 visitors behind one
 * carrier-grade NAT, each opening one route at most three times a minute, make 3,000; the budget
 * leaves twice that. One client looping on one route is held to 100 a second, and only on that route.
 */
const PUBLIC_READ_PER_MINUTE = 6_000;
/** Any other anonymous API call, per address and route: the contract's 300 a minute (§1.7). */
const API_PER_MINUTE = 300;
/** One uploaded file, per address: each visitor's browser fetches it once and keeps it a year. */
const MEDIA_FILE_PER_MINUTE = 3_000;
/** Requests that matched no route (a 404, the SPA's screens), per address: an SPA shell is cheap. */
const UNMATCHED_PER_MINUTE = 6_000;

/** Signed-in calls: 300 a minute per user (§1.7), on every route, whatever the address. */
export const userBudget = (userId: string): Limit => ({ key: `user:${userId}`, max: 300, windowMs: MINUTE });

/**
 * A cheap read the older client loops on (api-contract §15), signed in: 600 a minute per user and
 * route, apart from the 300 above (decision 048). Its screens fire about 36 `current` a page load,
 * so an owner moving between screens stays well inside; its loop (100 to 130 a second) is answered
 * for its first five seconds, then meets 429 on that route alone until the minute ends, costing the
 * server at most ten reads a second per route instead of the loop's 120.
 */
const LOOPED_READ_PER_MINUTE = 600;

export const loopedReadBudget = (userId: string, method: string, routeUrl: string): Limit => ({
  key: `loop:${userId}:${method === 'HEAD' ? 'GET' : method} ${routeUrl}`,
  max: LOOPED_READ_PER_MINUTE,
  windowMs: MINUTE,
});

/** The parts of an anonymous request that choose its budget. */
export interface AnonymousRequest {
  /** The route that matched (`request.routeOptions.url`), undefined when none did. */
  routeUrl: string | undefined;
  method: string;
  /** The file a `/media/*` request names (decoded): each file has its own budget. */
  mediaKey?: string;
  ip: string;
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** A portfolio's routes: under /public/, or on the owner's own domain (`/__site`, decision 058). */
const isPortfolioRoute = (routeUrl: string) => routeUrl.startsWith('/public/') || routeUrl.startsWith('/__site');

function isPublicRead({ routeUrl, method }: AnonymousRequest): boolean {
  if (!isRead(method) || routeUrl === undefined) return false;
  return isPortfolioRoute(routeUrl) || routeUrl.startsWith('/api/public/') || routeUrl === '/api/subscriptions/plans';
}

/**
 * The per-address budget an anonymous request spends, chosen by the route that matched: the
 * router decodes the path (`/%61pi/…` reaches `/api/…`), so the raw URL cannot decide. Every
 * budget is kept per address **and** route, so that one looping client behind a shared address
 * (a school, a mobile network) uses up only what it loops on, never sign-in or the portfolios the
 * people next to it are reading (decision 021). The beacon, the view pixel and the click redirect
 * spend only their own; the hashed static files are not limited.
 */
export function addressBudget(request: AnonymousRequest): Limit | undefined {
  const { routeUrl, method, ip } = request;
  if (routeUrl === undefined) return { key: `unmatched:${ip}`, max: UNMATCHED_PER_MINUTE, windowMs: MINUTE };
  if (OWN_BUDGET.has(routeUrl)) return undefined;
  if (isPublicRead(request)) {
    return {
      key: `read:${ip}:${method === 'HEAD' ? 'GET' : method} ${routeUrl}`,
      max: PUBLIC_READ_PER_MINUTE,
      windowMs: MINUTE,
    };
  }
  if (routeUrl.startsWith('/api/') || isPortfolioRoute(routeUrl)) {
    return { key: `any:${ip}:${method} ${routeUrl}`, max: API_PER_MINUTE, windowMs: MINUTE };
  }
  if (routeUrl.startsWith('/media/')) {
    return { key: `media:${ip}:${request.mediaKey ?? ''}`, max: MEDIA_FILE_PER_MINUTE, windowMs: MINUTE };
  }
  return undefined; // the hashed static files: cached by browsers for a year, nothing to protect
}
