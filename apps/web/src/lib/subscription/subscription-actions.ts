import type {
  CancelSubscriptionResult,
  CurrentSubscription,
  ReactivateSubscriptionResult,
  ScheduleChangeInput,
} from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { subscriptionKeys } from './current-subscription-query';

/** Every answer carries the subscription as it now is: the cards show it without another read. */
function useShowSubscription() {
  const queryClient = useQueryClient();
  return (subscription: CurrentSubscription) => {
    queryClient.setQueryData(subscriptionKeys.current, subscription);
    // Quotes depend on the running plan; read them again when next shown.
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.quotes });
  };
}

/**
 * POST /api/subscriptions/cancel: turns automatic renewal off (decision 040). Nothing ends now:
 * the plan stays until the period ends.
 */
export function useTurnOffRenewal() {
  const show = useShowSubscription();
  return useMutation({
    mutationFn: async () => (await api<CancelSubscriptionResult>('POST', '/subscriptions/cancel')).data,
    onSuccess: ({ subscription }) => show(subscription),
  });
}

/** POST /api/subscriptions/reactivate: automatic renewal back on, while the plan still runs. */
export function useTurnOnRenewal() {
  const show = useShowSubscription();
  return useMutation({
    mutationFn: async () => (await api<ReactivateSubscriptionResult>('POST', '/subscriptions/reactivate')).data,
    onSuccess: ({ subscription }) => show(subscription),
  });
}

/** POST /api/subscriptions/scheduled-change: a lower plan or the other cycle from the period end. */
export function useScheduleChange() {
  const show = useShowSubscription();
  return useMutation({
    mutationFn: async (body: ScheduleChangeInput) =>
      (await api<{ subscription: CurrentSubscription }>('POST', '/subscriptions/scheduled-change', { body })).data,
    onSuccess: ({ subscription }) => show(subscription),
  });
}

/** DELETE /api/subscriptions/scheduled-change: the running plan simply continues. */
export function useCancelScheduledChange() {
  const show = useShowSubscription();
  return useMutation({
    mutationFn: async () =>
      (await api<{ subscription: CurrentSubscription }>('DELETE', '/subscriptions/scheduled-change')).data,
    onSuccess: ({ subscription }) => show(subscription),
  });
}
