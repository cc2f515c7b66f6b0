import { SUBSCRIPTION_MESSAGES, type CurrentSubscription } from '@sparklink/contract';
import { useState, type ReactNode } from 'react';
import { SubscriptionSummary } from '../../../components/subscription/subscription-summary';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { useCancelSubscription, useReactivateSubscription } from '../api/subscription-actions';

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
  const { t, message } = useT();
  const canCancel = subscription.status === 'active' && subscription.tier !== 'STARTER';
  const canReactivate =
    subscription.status === 'canceled' && new Date(subscription.currentPeriodEnd).getTime() > Date.now();

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) =>
        toast({ type: 'success', title: message(SUBSCRIPTION_MESSAGES.cancelled), description: result.message }),
      onError: (error) => toast(failureToast(message(SUBSCRIPTION_MESSAGES.cancelFailed), error)),
      // Closed either way: an open modal hides the toast from assistive technology.
      onSettled: () => setConfirming(false),
    });

  const startReactivate = () =>
    reactivate.mutate(undefined, {
      onSuccess: () => toast({ type: 'success', title: message(SUBSCRIPTION_MESSAGES.reactivated) }),
      // Not a spec sentence: the spec has no reactivate failure, so the server's reason goes under this.
      onError: (error) => toast(failureToast(t('settings.subscription.reactivateFailed'), error)),
    });

  return (
    <>
      <SubscriptionSummary subscription={subscription} />
      <div className="flex flex-wrap gap-2">
        {viewPlans}
        {canCancel && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('settings.subscription.cancel')}
          </Button>
        )}
        {canReactivate && (
          <Button loading={reactivate.isPending} onClick={startReactivate}>
            {t('settings.subscription.reactivate')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.subscription.cancel')}
        description={message(SUBSCRIPTION_MESSAGES.cancelConfirm)}
        cancelLabel={t('settings.subscription.keep')}
        confirmLabel={t('settings.subscription.cancel')}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </>
  );
}
