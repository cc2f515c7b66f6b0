import type {
  BillingCycle,
  BillingHistory,
  InitializePaymentResult,
  PaidTier,
  PaymentQuote,
  VerifyPaymentResult,
} from '@sparklink/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/subscription/current-subscription-query';

/** GET /api/subscriptions/history: the owner's payments, newest first. */
export const historyQueryOptions = queryOptions({
  queryKey: subscriptionKeys.history,
  queryFn: async ({ signal }) =>
    (await api<BillingHistory>('GET', '/subscriptions/history', { signal })).data.transactions,
});

/**
 * GET /api/subscriptions/quote: what upgrading costs today, the unused days of the running plan
 * taken off (decision 040). Read afresh each time a card shows it: the credit shrinks daily.
 */
export const quoteQueryOptions = (plan: PaidTier, billingCycle: BillingCycle) =>
  queryOptions({
    queryKey: [...subscriptionKeys.quotes, plan, billingCycle],
    queryFn: async ({ signal }) =>
      (
        await api<PaymentQuote>(
          'GET',
          `/subscriptions/quote?${new URLSearchParams({ plan, billingCycle }).toString()}`,
          { signal },
        )
      ).data,
    staleTime: 0,
    retry: false,
  });

export interface InitializePaymentBody {
  plan: PaidTier;
  billingCycle: BillingCycle;
}

/** POST /api/subscriptions/initialize: a payment of ours, and Paystack's page to pay it on. */
export async function initializePayment(body: InitializePaymentBody): Promise<InitializePaymentResult> {
  return (await api<InitializePaymentResult>('POST', '/subscriptions/initialize', { body })).data;
}

/** GET /api/subscriptions/verify/:reference: asks Paystack, and credits the plan when it was paid. */
export async function verifyPayment(reference: string): Promise<VerifyPaymentResult> {
  return (await api<VerifyPaymentResult>('GET', `/subscriptions/verify/${encodeURIComponent(reference)}`)).data;
}
