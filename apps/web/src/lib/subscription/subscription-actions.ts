import type { CancelSubscriptionResult, CurrentSubscription, ReactivateSubscriptionResult } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/subscription/current-subscription-query';

/** Both answers carry the subscription as it now is: the card shows it without another read. */
function useShowSubscription() {
  const queryClient = useQueryClient();
  return (subscription: CurrentSubscription) => queryClient.setQueryData(subscriptionKeys.current, subscription);
}

/** POST /api/subscriptions/cancel: stops renewal; the plan stays until the period ends (api-contract §9). */
export function useCancelSubscription() {
  const show = useShowSubscription();
  return useMutation({
    mutationFn: async () => (await api<CancelSubscriptionResult>('POST', '/subscriptions/cancel')).data,
    onSuccess: ({ subscription }) => show(subscription),
  });
}

/** POST /api/subscriptions/reactivate: a cancelled subscription that is still running renews again. */
export function useReactivateSubscription() {
  const show = useShowSubscription();
  return useMutation({
    mutationFn: async () => (await api<ReactivateSubscriptionResult>('POST', '/subscriptions/reactivate')).data,
    onSuccess: ({ subscription }) => show(subscription),
  });
}
