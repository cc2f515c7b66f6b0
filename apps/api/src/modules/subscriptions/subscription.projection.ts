import {
  fromPesewas,
  paymentDescription,
  PLANS,
  type BillingTransaction,
  type CurrentSubscription,
  type HistoryStatus,
  type PaymentMethod,
  type Renewal,
} from '@sparklink/contract';
import { pricePesewas } from './periods';
import type { PaymentStatus } from '../../db/schema';
import { toBool, toIso } from '../../db/values';
import type { PaymentRow } from './payments.repository';
import type { SubscriptionRow } from './subscriptions.repository';

/**
 * A running subscription as the client reads it (api-contract §9 CurrentSubscription, decision
 * 040). Only ever called for a running row, so its tier is the effective tier. Of a kept card only
 * the brand and last four digits are passed in; the authorization code never is.
 */
export function toCurrentSubscription(row: SubscriptionRow, card: PaymentMethod | null): CurrentSubscription {
  const plan = PLANS[row.tier];
  const status = row.status === 'canceled' ? 'canceled' : 'active';
  const start = toIso(row.current_period_start);
  const end = toIso(row.current_period_end);
  return {
    id: row.id,
    currentPlan: row.tier,
    tier: row.tier,
    status,
    billingCycle: row.billing_cycle,
    planDetails: plan,
    plan,
    expiresAt: end,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: toBool(row.cancel_at_period_end),
    subscriptionData: {
      transactionRef: row.last_payment_reference,
      status,
      startDate: start,
      billingCycle: row.billing_cycle,
    },
    price: fromPesewas(pricePesewas(row.tier, row.billing_cycle)),
    paymentMethod: row.last_payment_channel
      ? { channel: row.last_payment_channel, brand: row.last_payment_brand, last4: row.last_payment_last4 }
      : null,
    renewal: toRenewal(row, card),
    grace:
      row.grace_until === null
        ? null
        : {
            until: toIso(row.grace_until),
            nextAttemptAt: row.next_renewal_at === null ? null : toIso(row.next_renewal_at),
            failedAttempts: row.renewal_attempts,
            lastFailure: row.last_renewal_failure,
          },
    scheduledChange:
      row.scheduled_tier && row.scheduled_cycle
        ? {
            plan: row.scheduled_tier,
            billingCycle: row.scheduled_cycle,
            effectiveAt: end,
            price: fromPesewas(pricePesewas(row.scheduled_tier, row.scheduled_cycle)),
          }
        : null,
  };
}

function toRenewal(row: SubscriptionRow, card: PaymentMethod | null): Renewal {
  const plan = row.scheduled_tier ?? row.tier;
  const billingCycle = row.scheduled_cycle ?? row.billing_cycle;
  return {
    mode: toBool(row.auto_renew) && card ? 'automatic' : 'reminder',
    date: toIso(row.current_period_end),
    plan,
    billingCycle,
    amount: fromPesewas(pricePesewas(plan, billingCycle)),
    card,
    canAutoRenew: card !== null,
  };
}

/**
 * The history's three words. A refunded payment reads `failed` (no money kept); a disputed one
 * `completed` (the money is still taken while the dispute runs).
 */
const HISTORY_STATUS: Record<PaymentStatus, HistoryStatus> = {
  pending: 'pending',
  success: 'completed',
  disputed: 'completed',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'failed', // never listed
};

export function toBillingTransaction(row: PaymentRow, waiting: boolean): BillingTransaction {
  return {
    id: row.id,
    reference: row.reference,
    description: paymentDescription(row.tier, row.billing_cycle),
    plan: row.tier,
    billingCycle: row.billing_cycle,
    amount: fromPesewas(row.amount_pesewas),
    currency: 'GHS',
    status: HISTORY_STATUS[row.status],
    date: toIso(row.paid_at ?? row.created_at),
    channel: row.channel,
    paymentMethod: row.channel ? { channel: row.channel, brand: row.method_brand, last4: row.method_last4 } : null,
    credit: fromPesewas(row.credit_pesewas),
    kind: row.kind,
    waiting: row.status === 'pending' && waiting,
  };
}
