import { PLANS, type BillingCycle, type PaidTier, type Tier } from '@sparklink/contract';

/**
 * Period arithmetic (api-contract §9). A period is one calendar month or twelve; when the day
 * does not exist in the target month it is clamped to that month's last day (31 Jan + 1 month =
 * 28 or 29 Feb). Times are UTC and the time of day is kept.
 */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

export const monthsIn = (cycle: BillingCycle): number => (cycle === 'yearly' ? 12 : 1);

export const periodEnd = (start: Date, cycle: BillingCycle): Date => addMonths(start, monthsIn(cycle));

/** The pesewas a plan and cycle cost: RISE 3500 / 35000, BLAZE 7000 / 70000. */
export function pricePesewas(tier: PaidTier, cycle: BillingCycle): number {
  const plan = PLANS[tier];
  return Math.round((cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice) * 100);
}

const RANK: Record<Tier, number> = { STARTER: 0, RISE: 1, BLAZE: 2 };
export const isLowerTier = (tier: Tier, than: Tier): boolean => RANK[tier] < RANK[than];

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000);

/** What paying for `tier` does to the running subscription, if any. */
export type PeriodChange =
  | { kind: 'start'; start: Date; end: Date }
  | { kind: 'extend'; end: Date }
  | { kind: 'switch'; start: Date; end: Date }
  | { kind: 'upgrade'; start: Date; end: Date }
  | { kind: 'lower' };

export interface RunningPlan {
  tier: PaidTier;
  end: Date;
  /** The plan and cycle the owner chose to take over at `end`, if any. */
  scheduled?: { tier: PaidTier; cycle: BillingCycle } | null;
}

/**
 * No subscription running: a period starts now. The change the owner scheduled: it starts at the
 * current end. The same tier: the new period is added after the current end. A higher tier: it
 * starts now (the lower tier's unused value was taken off its price: decision 040). A lower paid
 * tier that was not scheduled is not a change we make while a higher one runs.
 */
export function changeFor(
  paid: { tier: PaidTier; cycle: BillingCycle },
  running: RunningPlan | undefined,
  now: Date,
): PeriodChange {
  if (!running) return { kind: 'start', start: now, end: periodEnd(now, paid.cycle) };
  if (running.scheduled?.tier === paid.tier && running.scheduled.cycle === paid.cycle) {
    return { kind: 'switch', start: running.end, end: periodEnd(running.end, paid.cycle) };
  }
  if (paid.tier === running.tier) return { kind: 'extend', end: periodEnd(running.end, paid.cycle) };
  if (isLowerTier(paid.tier, running.tier)) return { kind: 'lower' };
  return { kind: 'upgrade', start: now, end: periodEnd(now, paid.cycle) };
}
