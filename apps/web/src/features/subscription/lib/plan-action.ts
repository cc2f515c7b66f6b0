import { TIERS, type PaidTier, type Plan, type Tier } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';

const rank = (tier: Tier) => TIERS.indexOf(tier);

/**
 * What a plan card offers, given the tier running now; `label` is its button's message ({plan}).
 * `later` is a lower paid plan: shown, but not offered until the running period ends.
 */
export type PlanAction =
  { kind: 'none' } | { kind: 'buy'; tier: PaidTier; label: MessageId } | { kind: 'later'; label: MessageId };

/**
 * Starter is never bought (cancelling returns to it). The running paid plan can be paid again to
 * add a period; a higher one upgrades now. A lower one cannot start while a paid tier runs (the
 * server answers 409, api-contract §9), and a paid tier shown as current is always running, so
 * its button would only ever fail: it is disabled and says when the switch opens instead.
 */
export function planAction(plan: Plan, current: Tier): PlanAction {
  if (plan.tier === 'STARTER') return { kind: 'none' };
  const tier = plan.tier;
  if (tier === current) return { kind: 'buy', tier, label: 'subscription.plans.renew' };
  if (rank(tier) > rank(current)) return { kind: 'buy', tier, label: 'subscription.plans.upgrade' };
  return { kind: 'later', label: 'subscription.plans.switch' };
}
