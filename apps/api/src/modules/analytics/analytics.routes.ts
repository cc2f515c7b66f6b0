import { FREE_WINDOW_DAYS } from '@sparklink/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import type { UserRow } from '../users/user.repository';
import { listActivity, parseActivityQuery } from './activity';
import {
  assertWindowAllowed,
  hasAdvancedAnalytics,
  needsAdvancedPlan,
  parseWindowDays,
  windowOf,
} from './analytics-window';
import { buildDevices, buildGeo } from './audience';
import { buildCsv, csvFileName } from './csv-export';
import { addDays, dayStart } from './day-math';
import { buildOverview } from './overview';
import { buildSources } from './sources';
import { buildSummary, buildTrends } from './summary';
import { utcDay } from './utc-day';
import { WindowFigures } from './window-figures';

const RECENT_ACTIVITY = 5;

/** Without advanced analytics, activity reaches back as far as the longest free window. */
const activitySince = (user: UserRow): Date | null =>
  hasAdvancedAnalytics(user) ? null : dayStart(addDays(utcDay(new Date()), -(FREE_WINDOW_DAYS - 1)));

/**
 * /api/analytics (api-contract §7): the caller's own figures only. Windows over 30 days and the
 * CSV need RISE or BLAZE. Days before today are read from the daily rollups, today from raw events.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  async function figuresFor(request: FastifyRequest, options: { export?: boolean } = {}): Promise<WindowFigures> {
    const user = currentUser(request);
    const days = parseWindowDays(request.query);
    if (options.export && !hasAdvancedAnalytics(user)) throw needsAdvancedPlan();
    assertWindowAllowed(user, days);
    await app.analyticsRollups.settle(user.id);
    return new WindowFigures(app.db, user.id, windowOf(days), app.analyticsRollups.today);
  }

  app.get('/api/analytics/summary', async (request) => {
    const figures = await figuresFor(request);
    const user = currentUser(request);
    const recent = await listActivity(app.db, user.id, { limit: RECENT_ACTIVITY, before: null }, activitySince(user));
    return ok(await buildSummary(figures, recent.activity));
  });

  app.get('/api/analytics/trends', async (request) => ok(await buildTrends(await figuresFor(request))));

  app.get('/api/analytics/geo', async (request) => ok(await buildGeo(await figuresFor(request))));

  app.get('/api/analytics/devices', async (request) => ok(await buildDevices(await figuresFor(request))));

  app.get('/api/analytics/overview', async (request) => ok(await buildOverview(await figuresFor(request))));

  app.get('/api/analytics/sources', async (request) => ok(await buildSources(await figuresFor(request))));

  app.get('/api/analytics/activity', async (request) => {
    const user = currentUser(request);
    const query = parseActivityQuery(request.query);
    return ok(await listActivity(app.db, user.id, query, activitySince(user)));
  });

  app.get('/api/analytics/export', async (request, reply) => {
    const figures = await figuresFor(request, { export: true });
    const csv = await buildCsv(figures);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csvFileName(figures)}"`)
      .send(csv);
  });
}
