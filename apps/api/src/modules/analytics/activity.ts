import { ANALYTICS_MESSAGES as M, type ActivityEvent, type ActivityPage } from '@sparklink/contract';
import type { Kysely, Selectable } from 'kysely';
import type { AnalyticsEventsTable, DB } from '../../db/schema';
import { toDate, toIso } from '../../db/values';
import { invalidField } from '../../lib/app-error';
import { countryName } from './country-names';

type EventRow = Pick<
  Selectable<AnalyticsEventsTable>,
  'id' | 'type' | 'label' | 'referrer_host' | 'country' | 'device' | 'created_at'
>;

/** §1.5 ActivityEvent: the page title for a page view, the platform for a click, else the referrer host. */
export function toActivityEvent(row: EventRow): ActivityEvent {
  const details = row.type === 'page_view' || row.type === 'social_click' ? row.label : row.referrer_host;
  const country = countryName(row.country);
  return {
    id: row.id,
    event: row.type,
    details: details ?? null,
    createdAt: toIso(row.created_at),
    country,
    countryCode: country ? row.country : null,
    device: row.device,
  };
}

const DEFAULT_LIMIT = 20;

export interface ActivityQuery {
  limit: number;
  before: Date | null;
}

/** `limit` 1 to 100 (default 20) and `before`, an ISO timestamp (api-contract §7.3). */
export function parseActivityQuery(query: unknown): ActivityQuery {
  const { limit, before } = (query ?? {}) as Record<string, unknown>;
  let parsedLimit = DEFAULT_LIMIT;
  if (limit !== undefined && limit !== '') {
    parsedLimit = typeof limit === 'string' && /^\d{1,3}$/.test(limit.trim()) ? Number(limit) : NaN;
    if (!(parsedLimit >= 1 && parsedLimit <= 100)) throw invalidField('limit', M.badLimit);
  }
  let parsedBefore: Date | null = null;
  if (before !== undefined && before !== '') {
    parsedBefore = typeof before === 'string' ? parseIsoTimestamp(before.trim()) : null;
    if (!parsedBefore) throw invalidField('before', M.badCursor);
  }
  return { limit: parsedLimit, before: parsedBefore };
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseIsoTimestamp(value: string): Date | null {
  if (!ISO_TIMESTAMP.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The owner's events, newest first, older than `before` and not older than `since`. The cursor
 * is a timestamp, so a page never ends inside a group of events of the same millisecond: such a
 * group moves whole to the next page, which `created_at < nextBefore` then starts with.
 */
export async function listActivity(
  db: Kysely<DB>,
  ownerId: string,
  { limit, before }: ActivityQuery,
  since: Date | null,
): Promise<ActivityPage> {
  let query = db
    .selectFrom('analytics_events')
    .select(['id', 'type', 'label', 'referrer_host', 'country', 'device', 'created_at'])
    .where('owner_user_id', '=', ownerId);
  if (before) query = query.where('created_at', '<', before);
  if (since) query = query.where('created_at', '>=', since);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  if (rows.length <= limit) return { activity: rows.map(toActivityEvent), nextBefore: null };

  const at = (row: EventRow) => toDate(row.created_at).getTime();
  let page = rows.slice(0, limit);
  const boundary = at(rows[limit]!);
  const whole = page.filter((row) => at(row) !== boundary);
  // All `limit` rows share one millisecond: nothing smaller can be sent, so the page stays whole.
  if (whole.length > 0) page = whole;
  return { activity: page.map(toActivityEvent), nextBefore: toIso(page[page.length - 1]!.created_at) };
}
