import {
  PLANS,
  SUBSCRIPTION_MESSAGES,
  type CancelSubscriptionResult,
  type CurrentSubscription,
  type ReactivateSubscriptionResult,
  type ScheduleChangeInput,
} from '@sparklink/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { lockOwner } from '../../db/owner-lock';
import { toBool, toDate } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { announceCancel, formatDay } from './announcements';
import { findKeptCard } from './payment-methods';
import { isLowerTier } from './periods';
import { RENEW_LEAD_MS } from './renewal-schedule';
import type { SubscriptionDeps } from './subscription-deps';
import { noSubscription, project } from './subscriptions.service';
import { findRunningSubscription, updateSubscription, type SubscriptionRow } from './subscriptions.repository';

/**
 * Changes the owner's running plan under the owner's lock (a webhook or a renewal may be crediting
 * it at the same moment), and reads it back as it is afterwards.
 */
async function changeRunningSubscription(
  deps: SubscriptionDeps,
  userId: string,
  change: (trx: Transaction<DB>, running: SubscriptionRow, now: Date) => Promise<void>,
): Promise<SubscriptionRow> {
  return deps.db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const now = new Date();
    const running = await findRunningSubscription(trx, userId, now);
    if (!running) throw noSubscription();
    await change(trx, running, now);
    return (await findRunningSubscription(trx, userId, now))!;
  });
}

/** Cancels to the period end; the tier stays until then. Cancelling again answers the same. */
export async function cancelSubscription(deps: SubscriptionDeps, userId: string): Promise<CancelSubscriptionResult> {
  const subscription = await changeRunningSubscription(deps, userId, async (trx, running, now) => {
    if (running.status === 'canceled') return;
    // Cancel turns automatic renewal off (decision 040); the plan runs to its end, with reminders.
    await updateSubscription(trx, running.id, {
      status: 'canceled',
      cancel_at_period_end: true,
      canceled_at: now,
      auto_renew: false,
      next_renewal_at: null,
      updated_at: now,
    });
    await announceCancel(trx, userId, running.tier, toDate(running.current_period_end));
  });
  const end = toDate(subscription.current_period_end);
  return {
    message: SUBSCRIPTION_MESSAGES.staysActiveUntil(formatDay(end)),
    effectiveDate: end.toISOString(),
    subscription: await project(deps, subscription),
  };
}

/** Reactivate turns automatic renewal back on when a card is kept (decision 040). */
export async function reactivateSubscription(
  deps: SubscriptionDeps,
  userId: string,
): Promise<ReactivateSubscriptionResult> {
  const subscription = await changeRunningSubscription(deps, userId, async (trx, running, now) => {
    if (running.status !== 'canceled' || !toBool(running.cancel_at_period_end)) {
      throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.notCancelled);
    }
    const card = await findKeptCard(trx, deps.sealingPepper, userId);
    const end = toDate(running.current_period_end);
    // Past the period end (in grace) the card is tried again at once, not after the next end.
    const renewAt = card ? new Date(Math.max(end.getTime() - RENEW_LEAD_MS, now.getTime())) : null;
    await updateSubscription(trx, running.id, {
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      auto_renew: card !== undefined,
      next_renewal_at: renewAt,
      updated_at: now,
    });
  });
  return { subscription: await project(deps, subscription) };
}

/**
 * A lower plan, or the running plan on the other cycle, chosen to take over at the period end
 * (decision 040): renewal then charges (or reminds of) that plan. Higher plans start today instead.
 */
export async function scheduleChange(
  deps: SubscriptionDeps,
  userId: string,
  input: ScheduleChangeInput,
): Promise<{ subscription: CurrentSubscription; message: string }> {
  const subscription = await changeRunningSubscription(deps, userId, async (trx, running, now) => {
    if (input.plan === running.tier && input.billingCycle === running.billing_cycle) {
      throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.changeIsCurrent);
    }
    if (isLowerTier(running.tier, input.plan)) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.changeNotLower);
    await updateSubscription(trx, running.id, {
      scheduled_tier: input.plan,
      scheduled_cycle: input.billingCycle,
      updated_at: now,
    });
  });
  const message = SUBSCRIPTION_MESSAGES.changeScheduled(
    PLANS[input.plan].name,
    formatDay(toDate(subscription.current_period_end)),
  );
  return { subscription: await project(deps, subscription), message };
}

/** "Keep current plan": the scheduled switch is dropped and the plan renews as it is. */
export async function cancelScheduledChange(
  deps: SubscriptionDeps,
  userId: string,
): Promise<{ subscription: CurrentSubscription }> {
  const subscription = await changeRunningSubscription(deps, userId, async (trx, running, now) => {
    if (!running.scheduled_tier) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.noScheduledChange);
    await updateSubscription(trx, running.id, { scheduled_tier: null, scheduled_cycle: null, updated_at: now });
  });
  return { subscription: await project(deps, subscription) };
}
