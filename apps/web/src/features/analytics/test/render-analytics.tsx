import type { AnalyticsRange, User } from '@sparklink/contract';
import { ok, type Route } from '../../../test/owner-fakes';
import { renderOwner } from '../../../test/render-owner';
import { AnalyticsScreen } from '../screens/analytics-screen';
import { activityPage, anOverview, noDevices, noGeo, someSources, someTrends } from './analytics-factory';

/** The routes of one range, keyed as the fake API expects them. */
export const ranged = (range: AnalyticsRange) => ({
  overview: `GET /api/analytics/overview?range=${range}`,
  trends: `GET /api/analytics/trends?range=${range}`,
  sources: `GET /api/analytics/sources?range=${range}`,
  geo: `GET /api/analytics/geo?range=${range}`,
  devices: `GET /api/analytics/devices?range=${range}`,
});
export const ACTIVITY = 'GET /api/analytics/activity?limit=20';

/** An empty 30-day period, unless a test answers a route itself. */
const defaults = (): Record<string, Route> => {
  const paths = ranged('30d');
  return {
    [paths.overview]: ok(anOverview()),
    [paths.trends]: ok(someTrends(30)),
    [paths.sources]: ok(someSources()),
    [paths.geo]: ok(noGeo()),
    [paths.devices]: ok(noDevices()),
    [ACTIVITY]: ok(activityPage()),
  };
};

/** The analytics screen at `path` for a signed-in owner (STARTER unless `user` says otherwise). */
export function renderAnalytics({
  path = '/dashboard/analytics',
  user,
  api = {},
}: { path?: string; user?: User; api?: Record<string, Route> } = {}) {
  return renderOwner([{ path: '/dashboard/analytics', element: <AnalyticsScreen /> }], path, {
    user,
    api: { ...defaults(), ...api },
  });
}
