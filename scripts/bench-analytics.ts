/**
 * `npm run bench:analytics` (issue 11, "Speed"), each figure beside a baseline taken in the same
 * run, on SQLite in a temporary data directory removed at the end (the beacon over HTTP is a row
 * of `npm run bench`):
 * - ingestion: beacon events through the real recorder and batch writer (`app.analytics`), every
 *   one a new visitor with a browser's user agent so none is filtered; baseline: the same number
 *   of rows written with plain batched INSERTs, the floor the pipeline adds to;
 * - reads: summary, trends and overview of one RISE owner with 1,000,000 events over 365 days,
 *   rolled up by the product's own rollup; baseline: GET /api/auth/me with the same token, the
 *   floor of an authenticated request. Timed with `inject` (no network), one request at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/api/src/config';
import type { EventRow } from '../apps/api/src/modules/analytics/event-writer';
import { rollUpDays } from '../apps/api/src/modules/analytics/rollup';
import { newId } from '../apps/api/src/lib/ids';
import { startSession } from '../apps/api/src/modules/auth/auth-session';
import { createUserWithProfile, findUserByEmail } from '../apps/api/src/modules/users/user.repository';
import { visitorAddress } from './bench-addresses';
import { benchEnv, openBenchApp, seedYearOfEvents, targetsOf } from './bench-analytics-seed';
import { seedBenchOwner } from './bench-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SEEDED_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const WARM_UP = 10;
const TARGET_EVENTS_PER_SECOND = 5_000;
const TARGET_MS = 50;
/** A real browser (Chrome on Windows), so the bot filter keeps every event. */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

interface Row {
  name: string;
  measured: string;
  baseline: string;
  target: string;
  met: boolean;
}

const grouped = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(1);

async function createOwner(app: FastifyInstance, email: string): Promise<string> {
  const user = await app.db
    .transaction()
    .execute((trx) =>
      createUserWithProfile(trx, { email, passwordHash: null, isVerified: true, firstName: 'Bench', lastName: null }),
    );
  return user.id;
}

const countEvents = async (app: FastifyInstance, ownerId: string) =>
  Number(
    (
      await app.db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_user_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Events recorded one after another for SECONDS, then the writer's last batch; per second. */
async function measurePipeline(app: FastifyInstance): Promise<{ perSecond: number; events: number }> {
  const ownerId = await createOwner(app, 'ingest@example.com');
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < SECONDS * 1000) {
    for (let i = 0; i < 100; i++, sent++) {
      const counted = await app.analytics.record({
        ownerId,
        type: sent % 4 === 3 ? 'gallery_view' : 'profile_view',
        ip: visitorAddress(sent),
        userAgent: BROWSER,
        referrer: sent % 2 ? 'https://www.google.com/' : undefined,
      });
      if (!counted) throw new Error(`ingestion: event ${sent} was filtered out`);
    }
  }
  await app.analyticsWriter.flush();
  const seconds = (performance.now() - started) / 1000;
  const written = await countEvents(app, ownerId);
  if (written !== sent) throw new Error(`ingestion: ${sent} events recorded, ${written} written`);
  return { perSecond: written / seconds, events: written };
}

/** The floor: `count` ready rows in transactions of 500, 200 a statement, as the event writer batches. */
async function measurePlainInserts(app: FastifyInstance, count: number): Promise<number> {
  const ownerId = await createOwner(app, 'baseline@example.com');
  const rows: EventRow[] = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    owner_user_id: ownerId,
    type: 'profile_view',
    visitor_hash: `visitor-${i}`,
    session_id: newId(),
    source: 'direct',
    device: 'Desktop',
    browser: 'Chrome',
    os: 'Windows',
    created_at: new Date(),
  }));
  const started = performance.now();
  for (let batch = 0; batch < rows.length; batch += 500) {
    await app.db.transaction().execute(async (trx) => {
      for (let i = batch; i < Math.min(batch + 500, rows.length); i += 200) {
        await trx
          .insertInto('analytics_events')
          .values(rows.slice(i, Math.min(i + 200, batch + 500)))
          .execute();
      }
    });
  }
  return count / ((performance.now() - started) / 1000);
}

interface ReadOwner {
  ownerId: string;
  token: string;
}

interface Latency {
  p50: number;
  p99: number;
}

/**
 * REQUESTS sequential GETs after a warm-up; every answer must be 200. The owner's budget of
 * signed-in requests (300 a minute, counted in `authenticate`) is reset before each, untimed, so
 * the limiter still runs but a long bench is not answered 429.
 */
async function timeRequests(app: FastifyInstance, url: string, read: ReadOwner): Promise<Latency> {
  const durations: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    await app.rateLimiter.store.reset(`user:${read.ownerId}`);
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${read.token}` } });
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i >= WARM_UP) durations.push(took);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.ceil(q * durations.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** One RISE owner with SEEDED_EVENTS events over 365 days, rolled up, and a session token. */
async function seedReadOwner(app: FastifyInstance, sqliteFile: string) {
  await seedBenchOwner(app);
  const owner = (await findUserByEmail(app.db, 'bench@example.com'))!;
  await app.db.updateTable('users').set({ tier: 'RISE' }).where('id', '=', owner.id).execute();
  const seedStarted = performance.now();
  const { days, today } = seedYearOfEvents(sqliteFile, await targetsOf(app.db, owner.id), SEEDED_EVENTS, new Date());
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const rollupStarted = performance.now();
  await rollUpDays(app.db, owner.id, days);
  const rollupSeconds = (performance.now() - rollupStarted) / 1000;
  const token = await startSession(app.db, app.config.secrets.JWT_SECRET, owner, { userAgent: undefined });
  // The summary must have counted the seeded events, or the timings mean nothing.
  const summary = await app.inject({
    url: '/api/analytics/summary?days=30',
    headers: { authorization: `Bearer ${token}` },
  });
  const totalViews = (summary.json() as { data: { totalViews: number } }).data.totalViews;
  if (!(totalViews > 0)) throw new Error(`summary counted no events: ${summary.body}`);
  return { ownerId: owner.id, token, days: days.length, today, seedSeconds, rollupSeconds, totalViews };
}

const benchStarted = performance.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-bench-analytics-'));
try {
  const env = benchEnv(path.join(dataDir, 'app'));
  const app = await openBenchApp(env);
  const table: Row[] = [];
  let notes: string[];
  try {
    await app.ready();
    const pipeline = await measurePipeline(app);
    const plain = await measurePlainInserts(app, pipeline.events);
    table.push({
      name: 'beacon events, recorder + batch writer',
      measured: `${grouped(pipeline.perSecond)} events/s`,
      baseline: `plain batched INSERT: ${grouped(plain)} rows/s`,
      target: `≥ ${grouped(TARGET_EVENTS_PER_SECOND)} events/s`,
      met: pipeline.perSecond >= TARGET_EVENTS_PER_SECOND,
    });

    const read = await seedReadOwner(app, loadConfig(env).database.sqliteFile);
    const floor = await timeRequests(app, '/api/auth/me', read);
    const floorText = `GET /api/auth/me: p50 ${ms(floor.p50)} / p99 ${ms(floor.p99)} ms`;
    for (const url of [
      '/api/analytics/summary?days=30',
      '/api/analytics/trends?days=30',
      '/api/analytics/overview?range=30d',
      '/api/analytics/summary?days=365',
      '/api/analytics/trends?days=365',
      '/api/analytics/overview?range=1y',
    ]) {
      const latency = await timeRequests(app, url, read);
      table.push({
        name: `GET ${url.replace('/api/analytics/', '')}`,
        measured: `p50 ${ms(latency.p50)} / p99 ${ms(latency.p99)} ms`,
        baseline: floorText,
        target: `p99 ≤ ${TARGET_MS} ms`,
        met: latency.p99 <= TARGET_MS,
      });
    }
    notes = [
      `Reads: one RISE owner with ${grouped(SEEDED_EVENTS)} events over ${read.days} UTC days ` +
        `(seeded in ${read.seedSeconds.toFixed(1)} s, rolled up in ${read.rollupSeconds.toFixed(1)} s; ` +
        `${grouped(read.totalViews)} views in the last 30 days, ${grouped(read.today)} raw events today); ` +
        `p50 / p99 of ${REQUESTS} sequential requests through inject after ${WARM_UP} to warm up.`,
      `Ingestion: ${grouped(pipeline.events)} events in ${SECONDS} s, each a new visitor, all written.`,
    ];
  } finally {
    await app.close();
  }

  notes.push(`The analytics bench took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`);
  printTable(table, notes);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

function printTable(rows: Row[], notes: string[]): void {
  console.log(`\nAnalytics, on ${os.cpus().length} cores; baselines measured in this run\n`);
  const widths = [44, 26, 44, 18];
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' ');
  console.log(line(['case', 'measured', 'baseline', 'target', 'met']));
  for (const row of rows) console.log(line([row.name, row.measured, row.baseline, row.target, row.met ? 'yes' : 'NO']));
  console.log('');
  for (const note of notes) console.log(note);
}
