import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { toCount, toDate } from '../../db/values';
import { addDays, dayStart } from './day-math';
import {
  ALL,
  ALL_PARTS,
  AUDIENCE_DIMS,
  referrerKey,
  SESSION,
  VIEW,
  VIEW_KINDS,
  type AudienceDim,
  type DailyFigure,
  type DayPart,
} from './daily-row';

type Events = SelectQueryBuilder<DB, 'analytics_events', object>;

/**
 * Every figure of one owner's UTC day, computed from raw events (decision 014). The rollup stores
 * exactly these rows, and readers compute today's the same way, so a day reads the same before and
 * after it is rolled up. `parts` limits the work to what a reader needs.
 */
export async function figuresOfDay(
  db: Kysely<DB>,
  ownerId: string,
  day: string,
  parts: readonly DayPart[] = ALL_PARTS,
): Promise<DailyFigure[]> {
  const start = dayStart(day);
  const end = dayStart(addDays(day, 1));
  const inDay = (): Events =>
    db
      .selectFrom('analytics_events')
      .where('owner_user_id', '=', ownerId)
      .where('created_at', '>=', start)
      .where('created_at', '<', end);

  const figures: DailyFigure[] = [];
  for (const part of parts) {
    if (part === 'totals') figures.push(...(await totals(inDay)));
    else if (part === 'pages') figures.push(...(await targets(inDay, 'page_view', 'page', 'page_id')));
    else if (part === 'links') figures.push(...(await targets(inDay, 'social_click', 'link', 'social_link_id')));
    else if (part === 'sessions') figures.push(...(await sessions(db, ownerId, start, end)));
    else figures.push(...(await audience(inDay, part)));
  }
  return figures;
}

type Count = string | number | bigint;

const figure = (type: string, dim: string, dimValue: string, views: Count, visitors: Count = 0): DailyFigure => ({
  type,
  dim,
  dim_value: dimValue,
  label: null,
  views: toCount(views),
  visitors: toCount(visitors),
});

/** Events and distinct visitors per kind, and distinct visitors of the day across every kind. */
async function totals(inDay: () => Events): Promise<DailyFigure[]> {
  const perType = await inDay()
    .select((eb) => ['type', eb.fn.countAll().as('views'), eb.fn.count('visitor_hash').distinct().as('visitors')])
    .groupBy('type')
    .execute();
  if (perType.length === 0) return [];
  const all = await inDay()
    .select((eb) => [eb.fn.countAll().as('views'), eb.fn.count('visitor_hash').distinct().as('visitors')])
    .executeTakeFirstOrThrow();
  return [
    ...perType.map((row) => figure(row.type, 'total', '', row.views, row.visitors)),
    figure(ALL, 'total', '', all.views, all.visitors),
  ];
}

/** Views per page or clicks per link; a deleted target (id set null) is keyed by its label. */
async function targets(
  inDay: () => Events,
  type: 'page_view' | 'social_click',
  dim: 'page' | 'link',
  column: 'page_id' | 'social_link_id',
): Promise<DailyFigure[]> {
  const key = sql<string>`coalesce(${sql.ref(column)}, '#' || coalesce(label, ''))`;
  const rows = await inDay()
    .select((eb) => [
      key.as('key'),
      eb.fn.max('label').as('label'),
      eb.fn.countAll().as('views'),
      eb.fn.count('visitor_hash').distinct().as('visitors'),
    ])
    .where('type', '=', type)
    .groupBy(key)
    .execute();
  return rows.map((row) => ({ ...figure(type, dim, row.key, row.views, row.visitors), label: row.label }));
}

/** Visits (view events) per country, device, browser or OS; '' is unknown. */
async function audience(inDay: () => Events, dim: AudienceDim): Promise<DailyFigure[]> {
  if (!AUDIENCE_DIMS.includes(dim)) throw new Error(`Unknown analytics dimension ${dim}`);
  const value = sql<string>`coalesce(${sql.ref(dim)}, '')`;
  const rows = await inDay()
    .select((eb) => [
      value.as('value'),
      eb.fn.countAll().as('views'),
      eb.fn.count('visitor_hash').distinct().as('visitors'),
    ])
    .where('type', 'in', VIEW_KINDS as never[])
    .groupBy(value)
    .execute();
  return rows.map((row) => figure(VIEW, dim, row.value, row.views, row.visitors));
}

interface SessionEvent {
  session_id: string;
  type: string;
  source: string;
  referrer_host: string | null;
  created_at: Date | number;
}

/**
 * Sessions that began on the day (a session belongs to the day of its first event, api-contract
 * §7.1), read whole, so one that runs past midnight keeps its full duration: count, bounces
 * (exactly one profile or page view and nothing else: a link click, a resume download or a
 * gallery view is engagement, decision 053), total seconds from the first event to the last, and
 * sessions per source and referrer host.
 */
async function sessions(db: Kysely<DB>, ownerId: string, start: Date, end: Date): Promise<DailyFigure[]> {
  const events: SessionEvent[] = await db
    .selectFrom('analytics_events')
    .select(['session_id', 'type', 'source', 'referrer_host', 'created_at'])
    .where('owner_user_id', '=', ownerId)
    .where('session_id', 'in', (qb) =>
      qb
        .selectFrom('analytics_events')
        .select('session_id')
        .where('owner_user_id', '=', ownerId)
        .where('created_at', '>=', start)
        .where('created_at', '<', end),
    )
    .orderBy('session_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  let count = 0;
  let bounces = 0;
  let durationMs = 0;
  const bySource = new Map<string, number>();
  const byReferrer = new Map<string, number>();
  for (const session of groupBySession(events)) {
    const first = session[0]!;
    const firstAt = toDate(first.created_at).getTime();
    if (firstAt < start.getTime()) continue; // began the day before: counted there
    const views = session.filter((e) => VIEW_KINDS.includes(e.type)).length;
    const engaged = session.some((e) => ENGAGEMENT.includes(e.type));
    count += 1;
    if (views === 1 && !engaged) bounces += 1;
    durationMs += toDate(session[session.length - 1]!.created_at).getTime() - firstAt;
    bySource.set(first.source, (bySource.get(first.source) ?? 0) + 1);
    if (first.referrer_host) {
      const key = referrerKey(first.source, first.referrer_host);
      byReferrer.set(key, (byReferrer.get(key) ?? 0) + 1);
    }
  }
  if (count === 0) return [];
  return [
    figure(SESSION, 'total', '', count),
    figure(SESSION, 'bounce', '', bounces),
    figure(SESSION, 'duration', '', Math.round(durationMs / 1000)),
    ...[...bySource].map(([source, n]) => figure(SESSION, 'source', source, n)),
    ...[...byReferrer].map(([key, n]) => figure(SESSION, 'referrer', key, n)),
  ];
}

/** What a visitor does beyond landing on a view: it makes a single-view session not a bounce. */
const ENGAGEMENT: readonly string[] = ['social_click', 'resume_download', 'gallery_view'];

function* groupBySession(events: SessionEvent[]): Generator<SessionEvent[]> {
  let current: SessionEvent[] = [];
  for (const event of events) {
    if (current.length && current[0]!.session_id !== event.session_id) {
      yield current;
      current = [];
    }
    current.push(event);
  }
  if (current.length) yield current;
}
