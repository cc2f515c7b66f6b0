import { toDate } from '../../db/values';
import type { SubscriptionRow } from './subscriptions.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The schedule of automatic renewal (decision 040). The hourly job charges a kept card in the
 * last two hours of the period, so the new period follows on with no gap; the new period is added
 * after the old end, so charging early shortens nothing.
 */
export const RENEW_LEAD_MS = 2 * HOUR_MS;
/** A failed renewal is tried again 1 and 2 days after the period end… */
export const RETRY_AFTER_MS = [DAY_MS, 2 * DAY_MS] as const;
/** …and the plan is kept for 3 days after the end before the account returns to Starter. */
export const GRACE_MS = 3 * DAY_MS;
/** Attempts in all: the first at the period end and one per retry. */
export const RENEWAL_ATTEMPTS = 1 + RETRY_AFTER_MS.length;

/**
 * When the next attempt is due after `failedAttempts` failures of the renewal of a period ending
 * at `end`, or null when none is left.
 */
export function nextAttemptAfter(end: Date, failedAttempts: number): Date | null {
  const delay = RETRY_AFTER_MS[failedAttempts - 1];
  return delay === undefined ? null : new Date(end.getTime() + delay);
}

/** The running subscription gives its tier until its period end, or its grace after a failed renewal. */
export function keepsTierUntil(row: Pick<SubscriptionRow, 'current_period_end' | 'grace_until'>): Date {
  const end = toDate(row.current_period_end);
  const grace = row.grace_until === null ? null : toDate(row.grace_until);
  return grace && grace > end ? grace : end;
}

/** Reminders to owners whose plan does not renew by itself: 7 days and 1 day before, and on the day. */
export const REMINDER_STAGES = [
  { stage: '7d', before: 7 * DAY_MS },
  { stage: '1d', before: DAY_MS },
  { stage: 'day', before: 0 },
] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number]['stage'];

/**
 * The reminder due now for a period ending at `end`, the latest stage reached (an earlier one
 * missed while the server was down is not sent late); undefined before the first. `day` is due
 * from midnight UTC of the day the period ends.
 */
export function reminderDue(end: Date, now: Date): ReminderStage | undefined {
  if (now >= end) return undefined;
  const midnight = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()));
  if (now >= midnight) return 'day';
  if (end.getTime() - now.getTime() <= DAY_MS) return '1d';
  if (end.getTime() - now.getTime() <= 7 * DAY_MS) return '7d';
  return undefined;
}
