import {
  TIERS,
  type BillingCycle,
  type CurrentSubscription,
  type PaidTier,
  type Plan,
  type Tier,
} from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';

const rank = (tier: Tier) => TIERS.indexOf(tier);

/**
 * What a plan card offers for the chosen cycle (decision 040); `label` is its button's message
 * ({plan}, {date}).
 * - `buy`: a checkout for the full price: nothing paid runs, or the running plan and cycle again.
 * - `upgrade`: a higher plan starts today; its quote says what the running plan's credit takes off.
 * - `schedule`: a lower plan, or the other cycle, starts when the running period ends.
 * - `scheduled`: that very change is already set for `date`.
 * - `none`: Starter (never bought), or nothing known yet about what runs.
 */
export type PlanAction =
  | { kind: 'none' }
  | { kind: 'buy'; tier: PaidTier; label: MessageId }
  | { kind: 'upgrade'; tier: PaidTier }
  | { kind: 'schedule'; tier: PaidTier; label: MessageId; date: string }
  | { kind: 'scheduled'; date: string };

/** `running` is GET /current's answer: null when nothing runs, undefined while it is not known yet. */
export function planAction(
  plan: Plan,
  cycle: BillingCycle,
  running: CurrentSubscription | null | undefined,
): PlanAction {
  if (plan.tier === 'STARTER' || running === undefined) return { kind: 'none' };
  const tier = plan.tier;
  if (!running || running.tier === 'STARTER') return { kind: 'buy', tier, label: 'subscription.plans.upgrade' };
  if (rank(tier) > rank(running.tier)) return { kind: 'upgrade', tier };
  if (tier === running.tier && cycle === running.billingCycle)
    return { kind: 'buy', tier, label: 'subscription.plans.renew' };
  const date = running.currentPeriodEnd;
  const change = running.scheduledChange;
  if (change && change.plan === tier && change.billingCycle === cycle)
    return { kind: 'scheduled', date: change.effectiveAt };
  const label: MessageId =
    tier !== running.tier
      ? 'subscription.plans.switchOn'
      : cycle === 'yearly'
        ? 'subscription.plans.switchToYearlyOn'
        : 'subscription.plans.switchToMonthlyOn';
  return { kind: 'schedule', tier, label, date };
}
