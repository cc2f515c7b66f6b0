import type { BillingCycle, PaidTier } from '@sparklink/contract';
import { addMonths, monthsIn, pricePesewas } from './periods';

const DAY_MS = 86_400_000;
/** Paystack cannot charge nothing: a credit leaves at least GH₵1 to pay (decision 040). */
export const MIN_CHARGE_PESEWAS = 100;

export interface Credit {
  /** Pesewas taken off the first charge of the higher plan. */
  credit: number;
  /** Whole days of the running plan left unused. */
  unusedDays: number;
  /** Days added to the higher plan for the part of the credit its price could not take. */
  bonusDays: number;
}

/**
 * Days in the period that ends at `end`: 28 to 31 for a month, 365 or 366 for a year. `start` is
 * the period's own start when known (31 January → 28 February is 28 days); a start further back
 * (periods paid ahead) is not this period's, so the period is counted back from its end.
 */
export function daysInPeriodEnding(end: Date, cycle: BillingCycle, start?: Date): number {
  const months = monthsIn(cycle);
  const from = start && addMonths(start, months).getTime() === end.getTime() ? start : addMonths(end, -months);
  return Math.round((end.getTime() - from.getTime()) / DAY_MS);
}

/**
 * The unused value of the running plan credited towards a higher one (decision 040): whole unused
 * days × the running plan's daily price (its price ÷ the days of its latest period), rounded down
 * to the pesewa. The credit never takes the charge below MIN_CHARGE_PESEWAS; what it cannot take
 * becomes whole days of the higher plan at that plan's daily price, rounded down.
 */
export function upgradeCredit(
  running: { tier: PaidTier; cycle: BillingCycle; start?: Date; end: Date },
  wanted: { tier: PaidTier; cycle: BillingCycle },
  now: Date,
): Credit {
  const unusedDays = Math.max(0, Math.floor((running.end.getTime() - now.getTime()) / DAY_MS));
  const value = Math.floor(
    (unusedDays * pricePesewas(running.tier, running.cycle)) /
      daysInPeriodEnding(running.end, running.cycle, running.start),
  );
  const price = pricePesewas(wanted.tier, wanted.cycle);
  const credit = Math.min(value, price - MIN_CHARGE_PESEWAS);
  const leftover = value - credit;
  const wantedDays = daysInPeriodEnding(addMonths(now, monthsIn(wanted.cycle)), wanted.cycle);
  const bonusDays = leftover > 0 ? Math.floor((leftover * wantedDays) / price) : 0;
  return { credit, unusedDays, bonusDays };
}
