import { TIERS, type PaidTier, type Plan, type Tier } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';

const rank = (tier: Tier) => TIERS.indexOf(tier);

/** What a plan card offers, given the tier running now; `label` is its button's message ({plan}). */
export type PlanAction = { kind: 'none' } | { kind: 'buy'; tier: PaidTier; label: MessageId };

/**
 * Starter is never bought (cancelling returns to it). The running paid plan can be paid again to
 * add a period; a higher one upgrades now; a lower one is offered too, and the server says when
 * that switch is allowed (409 while a higher period runs, api-contract §9).
 */
export function planAction(plan: Plan, current: Tier): PlanAction {
  if (plan.tier === 'STARTER') return { kind: 'none' };
  const tier = plan.tier;
  if (tier === current) return { kind: 'buy', tier, label: 'subscription.plans.renew' };
  if (rank(tier) > rank(current)) return { kind: 'buy', tier, label: 'subscription.plans.upgrade' };
  return { kind: 'buy', tier, label: 'subscription.plans.switch' };
}
