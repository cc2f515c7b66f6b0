import type { CurrentSubscription } from '@sparklink/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../api-client';

/** Every subscription read shares this root, so a payment or a cancel can refresh them together. */
export const SUBSCRIPTION_QUERY_ROOT = 'subscription';

export const subscriptionKeys = {
  all: [SUBSCRIPTION_QUERY_ROOT] as const,
  current: [SUBSCRIPTION_QUERY_ROOT, 'current'] as const,
  plans: [SUBSCRIPTION_QUERY_ROOT, 'plans'] as const,
  history: [SUBSCRIPTION_QUERY_ROOT, 'history'] as const,
  quotes: [SUBSCRIPTION_QUERY_ROOT, 'quote'] as const,
};

/**
 * GET /api/subscriptions/current, shared by the subscription screen and the settings card.
 * A 404 means nothing is running (api-contract §9): that is an answer, `null`, not a failure.
 */
export const currentSubscriptionQueryOptions = queryOptions({
  queryKey: subscriptionKeys.current,
  queryFn: async ({ signal }): Promise<CurrentSubscription | null> => {
    try {
      return (await api<CurrentSubscription>('GET', '/subscriptions/current', { signal })).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});
