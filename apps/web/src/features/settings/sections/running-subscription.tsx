import { SUBSCRIPTION_MESSAGES, type CurrentSubscription } from '@sparklink/contract';
import { useState, type ReactNode } from 'react';
import { SubscriptionSummary } from '../../../components/subscription/subscription-summary';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useCancelSubscription, useReactivateSubscription } from '../api/subscription-actions';

/** Not a spec sentence: the spec has no reactivate failure, so the server's reason goes under this. */
const REACTIVATE_FAILED = 'Failed to reactivate subscription';

interface RunningSubscriptionProps {
  subscription: CurrentSubscription;
  viewPlans: ReactNode;
}

/**
 * A running subscription with what can be done to it: cancel while it renews (paid tiers only,
 * spec 2 §4), reactivate while cancelled and not yet ended (api-contract §9).
 */
export function RunningSubscription({ subscription, viewPlans }: RunningSubscriptionProps) {
  const { toast } = useToast();
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [confirming, setConfirming] = useState(false);
  const canCancel = subscription.status === 'active' && subscription.tier !== 'STARTER';
  const canReactivate =
    subscription.status === 'canceled' && new Date(subscription.currentPeriodEnd).getTime() > Date.now();

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) =>
        toast({ type: 'success', title: SUBSCRIPTION_MESSAGES.cancelled, description: result.message }),
      onError: (error) => toast(failureToast(SUBSCRIPTION_MESSAGES.cancelFailed, error)),
      // Closed either way: an open modal hides the toast from assistive technology.
      onSettled: () => setConfirming(false),
    });

  const startReactivate = () =>
    reactivate.mutate(undefined, {
      onSuccess: () => toast({ type: 'success', title: SUBSCRIPTION_MESSAGES.reactivated }),
      onError: (error) => toast(failureToast(REACTIVATE_FAILED, error)),
    });

  return (
    <>
      <SubscriptionSummary subscription={subscription} />
      <div className="flex flex-wrap gap-2">
        {viewPlans}
        {canCancel && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        )}
        {canReactivate && (
          <Button loading={reactivate.isPending} onClick={startReactivate}>
            Reactivate Subscription
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel Subscription"
        description={SUBSCRIPTION_MESSAGES.cancelConfirm}
        cancelLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </>
  );
}
