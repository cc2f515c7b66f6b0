import type { PlansResult } from '@sparklink/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { subscriptionKeys } from './current-subscription-query';

/**
 * GET /api/subscriptions/plans: public and answered from memory. The same three plans for everyone
 * (api-contract §12), and whether this server sells them through its built-in test checkout
 * (decision 039). Read by the subscription screen, and by the dashboard shell for its banner.
 */
export const plansQueryOptions = queryOptions({
  queryKey: subscriptionKeys.plans,
  queryFn: async ({ signal }) => (await api<PlansResult>('GET', '/subscriptions/plans', { signal })).data,
  staleTime: Infinity,
});
