import {
  fromPesewas,
  paymentDescription,
  PLANS,
  type BillingTransaction,
  type CurrentSubscription,
  type HistoryStatus,
} from '@sparklink/contract';
import type { PaymentStatus } from '../../db/schema';
import { toBool, toIso } from '../../db/values';
import type { PaymentRow } from './payments.repository';
import type { SubscriptionRow } from './subscriptions.repository';

/**
 * A running subscription as the client reads it (api-contract §9 CurrentSubscription). Only ever
 * called for a running row, so its tier is the effective tier. Nothing of Paystack's
 * authorization or card data is stored, so none can leak.
 */
export function toCurrentSubscription(row: SubscriptionRow): CurrentSubscription {
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

export function toBillingTransaction(row: PaymentRow): BillingTransaction {
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
  };
}
