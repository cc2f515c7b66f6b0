import { TIERS, type PaidTier, type Plan, type Tier } from '@sparklink/contract';

const rank = (tier: Tier) => TIERS.indexOf(tier);

/** What a plan card offers, given the tier running now. */
export type PlanAction = { kind: 'none' } | { kind: 'buy'; tier: PaidTier; label: string };

/**
 * Starter is never bought (cancelling returns to it). The running paid plan can be paid again to
 * add a period; a higher one upgrades now; a lower one is offered too, and the server says when
 * that switch is allowed (409 while a higher period runs, api-contract §9).
 */
export function planAction(plan: Plan, current: Tier): PlanAction {
  if (plan.tier === 'STARTER') return { kind: 'none' };
  const tier = plan.tier;
  if (tier === current) return { kind: 'buy', tier, label: `Renew ${plan.name}` };
  if (rank(tier) > rank(current)) return { kind: 'buy', tier, label: `Upgrade to ${plan.name}` };
  return { kind: 'buy', tier, label: `Switch to ${plan.name}` };
}
