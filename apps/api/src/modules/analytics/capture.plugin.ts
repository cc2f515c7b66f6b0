import type { FastifyInstance, FastifyRequest } from 'fastify';
import { every, scheduleJob } from '../../db/scheduled-jobs';
import { AnalyticsRecorder, type Visit } from './event-recorder';
import { EventWriter } from './event-writer';
import { DailySalts } from './salts';
import { customDomainOf } from '../domains/site-host';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsRecorder;
    analyticsWriter: EventWriter;
  }
}

const SALT_SWEEP_MS = 15 * 60_000;
const SALT_CHECK_MS = 60_000;
/** How often the recorder forgets expired visitors when no events come to make it (event-recorder.ts). */
const FORGET_EVERY_MS = 60_000;

/** What every capturing route knows about the visitor: address, agent and the edge's country. */
export function visitorOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Pick<Visit, 'ip' | 'userAgent' | 'edgeCountry' | 'siteHost'> {
  const header = app.config.geoHeader ? request.headers[app.config.geoHeader.toLowerCase()] : undefined;
  return {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    edgeCountry: typeof header === 'string' ? header : undefined,
    siteHost: customDomainOf(app.config, request.headers.host),
  };
}

/**
 * Decorates `app.analytics` (the recorder) and `app.analyticsWriter` (the batch writer), writes
 * waiting events every second and at shutdown, and deletes expired visitor salts.
 */
export function registerAnalyticsCapture(app: FastifyInstance): void {
  const salts = new DailySalts(app.db);
  // Each written batch marks its owners' days for the next rollup pass (rollup-scheduler.ts).
  const writer = new EventWriter(app.db, app.log, (rows) => {
    app.analyticsRollups.markWritten(rows);
    // Other processes drop their cached figures of today for these owners (decision 023).
    for (const ownerId of new Set(rows.map((row) => row.owner_user_id)))
      app.coordination.signal('events-written', ownerId);
  });
  const recorder = new AnalyticsRecorder({
    db: app.db,
    salts,
    writer,
    ownHost: new URL(app.config.publicOrigin).hostname,
  });
  app.decorate('analytics', recorder);
  app.decorate('analyticsWriter', writer);

  let sweeper: ReturnType<typeof scheduleJob> | undefined;
  let forgetting: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    writer.start();
    forgetting = setInterval(() => recorder.forgetExpired(), FORGET_EVERY_MS).unref();
    // One process sweeps per period (decision 023); the first check is at start.
    sweeper = scheduleJob(app.db, app.log, {
      name: 'analytics-salts',
      nextRun: every(SALT_SWEEP_MS),
      checkEveryMs: SALT_CHECK_MS,
      run: () => salts.sweep(),
    });
  });
  // Added after the database's own hook, so it runs first: the last events are written before it closes.
  app.addHook('onClose', async () => {
    clearInterval(forgetting);
    await sweeper?.stop();
    await writer.stop();
  });
}
