import { BILLING_CYCLES, PAID_TIERS, type BillingCycle, type PaidTier } from '@sparklink/contract';

/**
 * The plan a renewal reminder's one-tap link asks for: `?renew=RISE&cycle=monthly` (decision 040).
 * Anything else is no request at all.
 */
export function renewRequestFrom(search: URLSearchParams): { plan: PaidTier; cycle: BillingCycle } | null {
  const plan = search.get('renew');
  const cycle = search.get('cycle');
  if (!(PAID_TIERS as readonly (string | null)[]).includes(plan)) return null;
  if (!(BILLING_CYCLES as readonly (string | null)[]).includes(cycle)) return null;
  return { plan: plan as PaidTier, cycle: cycle as BillingCycle };
}
