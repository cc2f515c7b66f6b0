import type { Limit } from '../../plugins/rate-limit';

/** The capture routes whose events one address can add (api-contract §1.7). */
export type CountingRoute = 'events' | 'click' | 'resume-download';

/**
 * At most 120 counted events a minute from one address, per capture route (api-contract §1.7):
 * past it the beacon still answers 204, the redirect 429, and a resume download is still served,
 * but nothing more is recorded (decision 036). One key per route, so a visitor clicking through a
 * portfolio never loses their views to their clicks.
 */
export const addressCap = (route: CountingRoute, ip: string): Omit<Limit, 'message'> => ({
  key: `${route}:${ip}`,
  max: 120,
  windowMs: 60_000,
});
