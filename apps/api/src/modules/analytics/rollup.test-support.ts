import type { AnalyticsEventType, Device, TrafficSource } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addDays } from './day-math';
import { rollUpDays } from './rollup';
import { utcDay } from './utc-day';

/** One raw event as the capture would have written it; unset fields get plain defaults. */
export interface EventSpec {
  at: Date;
  type?: AnalyticsEventType;
  visitor?: string;
  /** Default: a session of its own. */
  session?: string;
  source?: TrafficSource;
  referrerHost?: string | null;
  country?: string | null;
  device?: Device;
  browser?: string | null;
  os?: string | null;
  pageId?: string | null;
  linkId?: string | null;
  label?: string | null;
}

/** Writes raw events straight into analytics_events, as the capture's batch writer would. */
export async function insertEvents(db: Kysely<DB>, ownerId: string, specs: EventSpec[]): Promise<string[]> {
  const rows = specs.map((spec) => ({
    id: newId(),
    owner_user_id: ownerId,
    type: spec.type ?? 'profile_view',
    page_id: spec.pageId ?? null,
    social_link_id: spec.linkId ?? null,
    label: spec.label ?? null,
    visitor_hash: spec.visitor ?? 'visitor-1',
    session_id: spec.session ?? newId(),
    referrer_host: spec.referrerHost ?? null,
    source: spec.source ?? 'direct',
    country: spec.country ?? null,
    device: spec.device ?? 'Desktop',
    browser: spec.browser === undefined ? 'Chrome' : spec.browser,
    os: spec.os === undefined ? 'Windows' : spec.os,
    created_at: spec.at,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('analytics_events')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  return rows.map((row) => row.id);
}

/** Days relative to the real clock, in UTC. */
export const todayUtc = () => utcDay(new Date());
export const daysAgo = (count: number) => addDays(todayUtc(), -count);

/** A moment of a UTC day: `at('2025-03-01', '23:59:59.999')`. */
export const at = (day: string, time = '12:00:00.000') => new Date(`${day}T${time}Z`);

/** A moment of today that has already passed (the first milliseconds of the day, plus `ms`). */
export const earlyToday = (ms = 0) => new Date(Math.min(Date.now(), at(todayUtc(), '00:00:00.000').getTime() + ms));

/** Writes the events and rolls up every day before today that they touch, as the rollup job would. */
export async function recordRolledUp(db: Kysely<DB>, ownerId: string, events: EventSpec[]): Promise<void> {
  await insertEvents(db, ownerId, events);
  const today = todayUtc();
  const days = new Set(events.map((e) => e.at.toISOString().slice(0, 10)).filter((day) => day < today));
  await rollUpDays(db, ownerId, [...days]);
}
