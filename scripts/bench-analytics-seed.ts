import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import type { DB } from '../apps/api/src/db/schema';
import { newId } from '../apps/api/src/lib/ids';
import { addDays, dayStart, daysFrom } from '../apps/api/src/modules/analytics/day-math';
import { utcDay } from '../apps/api/src/modules/analytics/utc-day';

/**
 * The environment of a bench server: production mode (no debug paths) on loopback, with
 * throwaway secrets, mail to the log and plain http allowed. No DATABASE_URL: embedded SQLite.
 */
export function benchEnv(dataDir: string): Record<string, string> {
  const secret = () => randomBytes(24).toString('hex');
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAIL_TO_LOG_IN_PRODUCTION: 'true',
    ALLOW_HTTP_ORIGIN: 'true',
    // Production refuses the built-in test checkout; this key is never used (no payment is made).
    PAYSTACK_SECRET_KEY: 'sk_test_bench_unused',
    JWT_SECRET: secret(),
    LOGIN_TICKET_SECRET: secret(),
    CODE_PEPPER: secret(),
    COOKIE_SECRET: secret(),
  };
}

/** A migrated app on SQLite in `dataDir`, not listening (requests go through `inject`). */
export async function openBenchApp(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig(env);
  const database = createDatabase(config.database);
  await migrateToLatest(database.db);
  return buildApp({ config, database, logger: false });
}

/** The owner's pages and links, so page views and clicks point at rows that exist. */
export interface SeedTargets {
  ownerId: string;
  pages: Array<{ id: string; title: string }>;
  links: Array<{ id: string; platform: string }>;
}

export async function targetsOf(db: Kysely<DB>, ownerId: string): Promise<SeedTargets> {
  const pages = await db.selectFrom('pages').select(['id', 'title']).where('user_id', '=', ownerId).execute();
  const links = await db.selectFrom('social_links').select(['id', 'platform']).where('user_id', '=', ownerId).execute();
  return { ownerId, pages, links };
}

const COLUMNS = [
  'id',
  'owner_user_id',
  'type',
  'page_id',
  'social_link_id',
  'label',
  'visitor_hash',
  'session_id',
  'referrer_host',
  'source',
  'country',
  'device',
  'browser',
  'os',
  'created_at',
] as const;
/** 100 rows × 15 columns = 1,500 bound parameters a statement, far below SQLite's limit. */
const ROWS_PER_INSERT = 100;
const VISITOR_POOL = 60_000;

const ARRIVALS = [
  { source: 'direct', host: null, weight: 40 },
  { source: 'search', host: 'www.google.com', weight: 20 },
  { source: 'search', host: 'www.bing.com', weight: 5 },
  { source: 'social', host: 'www.instagram.com', weight: 12 },
  { source: 'social', host: 't.co', weight: 8 },
  { source: 'social', host: 'www.linkedin.com', weight: 5 },
  { source: 'referral', host: 'blog.example.com', weight: 10 },
] as const;
const COUNTRIES = ['GH', 'NG', 'KE', 'US', 'GB', 'DE', 'ZA', 'CA', null];
const AGENTS = [
  { device: 'Mobile', browser: 'Chrome', os: 'Android' },
  { device: 'Mobile', browser: 'Mobile Safari', os: 'iOS' },
  { device: 'Desktop', browser: 'Chrome', os: 'Windows' },
  { device: 'Desktop', browser: 'Safari', os: 'macOS' },
  { device: 'Desktop', browser: 'Firefox', os: 'Linux' },
  { device: 'Tablet', browser: 'Mobile Safari', os: 'iOS' },
] as const;

/** A small seeded PRNG (mulberry32): the same data every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Writes `count` raw events of one owner, spread evenly from 00:00 UTC 364 days ago up to `now`
 * (365 UTC days, today included), straight into the SQLite file with prepared multi-row INSERTs
 * in one transaction: visits of 1 to 5 events from a pool of returning visitors, opened by a
 * profile view and followed by page and gallery views, link clicks and a rare resume download.
 * Returns the days the events fall on, oldest first, and how many fall on today.
 */
export function seedYearOfEvents(
  sqliteFile: string,
  targets: SeedTargets,
  count: number,
  now: Date,
): { days: string[]; today: number } {
  const next = random(2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const weighted = <T extends { weight: number }>(list: readonly T[]): T => {
    let roll = next() * list.reduce((sum, item) => sum + item.weight, 0);
    return list.find((item) => (roll -= item.weight) < 0) ?? list[0]!;
  };
  const firstDay = addDays(utcDay(now), -364);
  const start = dayStart(firstDay).getTime();
  const step = (now.getTime() - start) / count;

  const connection = new SQLite(sqliteFile);
  connection.pragma('foreign_keys = ON');
  connection.pragma('cache_size = -262144');
  const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`;
  const insert = connection.prepare(
    `insert into analytics_events (${COLUMNS.join(', ')}) values ${Array(ROWS_PER_INSERT).fill(placeholders).join(', ')}`,
  );
  const values: unknown[] = [];
  let visit = { left: 0, visitor: '', session: '', arrival: ARRIVALS[0] as (typeof ARRIVALS)[number], country: '' };
  let agent: (typeof AGENTS)[number] = AGENTS[0];

  const write = connection.transaction(() => {
    for (let i = 0; i < count; i++) {
      const opensVisit = visit.left === 0;
      if (opensVisit) {
        visit = {
          left: 1 + Math.floor(next() * 5),
          visitor: `visitor-${Math.floor(next() * VISITOR_POOL)}`,
          session: newId(),
          arrival: weighted(ARRIVALS),
          country: pick(COUNTRIES) ?? '',
        };
        agent = pick(AGENTS);
      }
      visit.left -= 1;
      const roll = next();
      const page = roll < 0.45 ? pick(targets.pages) : undefined;
      const link = roll >= 0.45 && roll < 0.7 ? pick(targets.links) : undefined;
      const type = opensVisit
        ? 'profile_view'
        : page
          ? 'page_view'
          : link
            ? 'social_click'
            : roll < 0.97
              ? 'gallery_view'
              : 'resume_download';
      values.push(
        newId(),
        targets.ownerId,
        type,
        type === 'page_view' ? page!.id : null,
        type === 'social_click' ? link!.id : null,
        type === 'page_view' ? page!.title : type === 'social_click' ? link!.platform : null,
        visit.visitor,
        visit.session,
        visit.arrival.host,
        visit.arrival.source,
        visit.country || null,
        agent.device,
        agent.browser,
        agent.os,
        // Timestamps are epoch milliseconds in SQLite (db/values.ts).
        Math.floor(start + i * step),
      );
      if (values.length === ROWS_PER_INSERT * COLUMNS.length) {
        insert.run(values);
        values.length = 0;
      }
    }
    // The last partial batch, one row at a time.
    const single = connection.prepare(`insert into analytics_events (${COLUMNS.join(', ')}) values ${placeholders}`);
    for (let at = 0; at < values.length; at += COLUMNS.length) single.run(values.slice(at, at + COLUMNS.length));
  });
  // Bulk load: the secondary indexes are dropped and then built again from their own stored SQL,
  // which sorts once instead of updating four B-trees a row.
  const indexes = connection
    .prepare<[], { name: string; sql: string }>(
      "select name, sql from sqlite_master where type = 'index' and tbl_name = 'analytics_events' and sql is not null",
    )
    .all();
  try {
    for (const index of indexes) connection.exec(`drop index ${index.name}`);
    write();
    for (const index of indexes) connection.exec(index.sql);
  } finally {
    connection.close();
  }
  const todayStart = dayStart(utcDay(now)).getTime();
  return { days: daysFrom(firstDay, utcDay(now)), today: count - Math.ceil((todayStart - start) / step) };
}
