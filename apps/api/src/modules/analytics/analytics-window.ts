import { ANALYTICS_MESSAGES as M, FREE_WINDOW_DAYS, planFor, RANGES, type AnalyticsRange } from '@sparklink/contract';
import { AppError, invalidField } from '../../lib/app-error';
import { effectiveTier } from '../users/user.projection';
import type { UserRow } from '../users/user.repository';
import { addDays } from './day-math';
import { utcDay } from './utc-day';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 365;

/**
 * The days one request reads (api-contract §7.1): the current period is the last `days` UTC days
 * including today, the previous period the `days` days before it. A change compares like with like
 * (decision 053): the current period's full days (`from` to `fullTo`, today left out, since it is
 * still counting) with as many days just before them (`baseFrom` to `baseTo`).
 */
export interface AnalyticsWindow {
  days: number;
  /** `7d`, `30d`, `90d`, `1y`, or `Nd` for any other `days=N`: echoed as `range` and in the CSV name. */
  label: string;
  today: string;
  from: string;
  previousFrom: string;
  previousTo: string;
  /** Yesterday: the last full day of the current period (before `from` for a 1-day window). */
  fullTo: string;
  /** The `days - 1` days before `from`, which the full days are compared with. */
  baseFrom: string;
  baseTo: string;
}

const rangeDays = (value: string): number | undefined =>
  Object.hasOwn(RANGES, value) ? RANGES[value as AnalyticsRange] : undefined;

/** A query value as the client sent it; a repeated parameter is not a value. */
const given = (value: unknown): string | undefined | null => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  return value.trim() === '' ? undefined : value.trim();
};

function parseRange(value: string | null): number {
  const days = value === null ? undefined : rangeDays(value);
  if (days === undefined) throw invalidField('range', M.badRange);
  return days;
}

/** `days` takes a number or, as the older screen sends `days=7d`, a range token. */
function parseDays(value: string | null): number {
  if (value === null) throw invalidField('days', M.daysOutOfRange);
  const days = rangeDays(value) ?? (/^\d{1,3}$/.test(value) ? Number(value) : NaN);
  if (!(days >= 1 && days <= MAX_DAYS)) throw invalidField('days', M.daysOutOfRange);
  return days;
}

/** Reads `days` and `range` (both validated when sent; `range` decides when both are). Default 30. */
export function parseWindowDays(query: unknown): number {
  const { days, range } = (query ?? {}) as Record<string, unknown>;
  const daysValue = given(days);
  const rangeValue = given(range);
  const fromDays = daysValue === undefined ? undefined : parseDays(daysValue);
  const fromRange = rangeValue === undefined ? undefined : parseRange(rangeValue);
  return fromRange ?? fromDays ?? DEFAULT_DAYS;
}

export function windowOf(days: number, now = new Date()): AnalyticsWindow {
  const today = utcDay(now);
  const from = addDays(today, -(days - 1));
  const token = Object.entries(RANGES).find(([, n]) => n === days)?.[0];
  return {
    days,
    label: token ?? `${days}d`,
    today,
    from,
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
    fullTo: addDays(today, -1),
    baseFrom: addDays(from, -(days - 1)),
    baseTo: addDays(from, -1),
  };
}

/** True when the user's plan includes advanced analytics (`limits.analytics`, api-contract §12). */
export const hasAdvancedAnalytics = (user: UserRow): boolean => planFor(effectiveTier(user)).limits.analytics;

export const needsAdvancedPlan = () => new AppError('PLAN_LIMIT', M.needsPlan, { requiredTier: 'RISE' });

/** Every plan reads up to 30 days; a longer window needs RISE or BLAZE. */
export function assertWindowAllowed(user: UserRow, days: number): void {
  if (days > FREE_WINDOW_DAYS && !hasAdvancedAnalytics(user)) throw needsAdvancedPlan();
}
