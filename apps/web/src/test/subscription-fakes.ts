import {
  PLANS,
  type BillingTransaction,
  type CurrentSubscription,
  type PaidTier,
  type PaymentMethod,
  type VerifyPaymentResult,
} from '@sparklink/contract';

/**
 * A running subscription as GET /current answers it: RISE monthly, active, ending in the future,
 * renewing automatically on a kept Visa card.
 */
export const VISA: PaymentMethod = { channel: 'card', brand: 'visa', last4: '4081' };
export const MOBILE_MONEY: PaymentMethod = { channel: 'mobile_money', brand: 'mtn', last4: '2345' };

export function aSubscription(fields: Partial<CurrentSubscription> & { tier?: PaidTier } = {}): CurrentSubscription {
  const tier = fields.tier ?? 'RISE';
  const plan = PLANS[tier];
  const status = fields.status ?? 'active';
  const start = fields.currentPeriodStart ?? '2030-06-26T10:15:00.000Z';
  const end = fields.currentPeriodEnd ?? '2030-07-26T10:15:00.000Z';
  return {
    id: 'sub-1',
    currentPlan: tier,
    tier,
    status,
    billingCycle: 'monthly',
    planDetails: plan,
    plan,
    expiresAt: end,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: status === 'canceled',
    subscriptionData: { transactionRef: 'spk-1', status, startDate: start, billingCycle: 'monthly' },
    price: plan.monthlyPrice,
    paymentMethod: VISA,
    renewal: {
      mode: status === 'active' ? 'automatic' : 'reminder',
      date: end,
      plan: tier,
      billingCycle: 'monthly',
      amount: plan.monthlyPrice,
      card: VISA,
      canAutoRenew: true,
    },
    grace: null,
    scheduledChange: null,
    ...fields,
  };
}

export function aPayment(fields: Partial<BillingTransaction> = {}): BillingTransaction {
  return {
    id: 'pay-1',
    reference: 'spk-0123456789abcdef0123456789abcdef',
    description: 'RISE Plan - Monthly',
    plan: 'RISE',
    billingCycle: 'monthly',
    amount: 35,
    currency: 'GHS',
    status: 'completed',
    date: '2030-06-26T10:15:00.000Z',
    channel: 'mobile_money',
    paymentMethod: MOBILE_MONEY,
    credit: 0,
    kind: 'checkout',
    waiting: false,
    ...fields,
  };
}

export function aVerifyResult(fields: Partial<VerifyPaymentResult> = {}): VerifyPaymentResult {
  return {
    status: 'success',
    message: 'Subscription updated to RISE',
    reference: 'spk-1',
    tier: 'RISE',
    expiresAt: '2030-07-26T10:15:00.000Z',
    subscription: aSubscription(),
    pendingChannel: null,
    declined: false,
    ...fields,
  };
}
