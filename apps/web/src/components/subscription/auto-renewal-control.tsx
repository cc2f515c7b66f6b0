import type { CurrentSubscription } from '@sparklink/contract';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { canTurnOnRenewal, renewsAutomatically } from '../../lib/subscription/renewal-state';
import { useTurnOffRenewal, useTurnOnRenewal } from '../../lib/subscription/subscription-actions';
import { formatBillingDate } from '../../lib/subscription/subscription-format';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { failureToast } from '../ui/toast/failure';
import { useToast } from '../ui/toast/toast-context';

/**
 * Automatic renewal off (asked first: the plan stays until its end) or back on. Nothing is shown
 * when neither applies: a plan paid without a reusable card, or a failed renewal being retried.
 */
export function AutoRenewalControl({ subscription }: { subscription: CurrentSubscription }) {
  const { toast } = useToast();
  const turnOff = useTurnOffRenewal();
  const turnOn = useTurnOnRenewal();
  const [confirming, setConfirming] = useState(false);
  const { t, lang } = useT();
  const until = formatBillingDate(lang, subscription.currentPeriodEnd);

  const confirmTurnOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: ({ subscription: now }) =>
        toast({
          type: 'success',
          title: t('subscription.renewal.turnedOff'),
          description: t('subscription.renewal.staysUntil', { date: formatBillingDate(lang, now.currentPeriodEnd) }),
        }),
      onError: (error) => toast(failureToast(t('subscription.renewal.turnOffFailed'), error)),
      // Closed either way: an open modal hides the toast from assistive technology.
      onSettled: () => setConfirming(false),
    });

  const startTurnOn = () =>
    turnOn.mutate(undefined, {
      onSuccess: ({ subscription: now }) =>
        toast({
          type: 'success',
          title: t('subscription.renewal.turnedOn'),
          description: t('subscription.renewal.renewsOn', { date: formatBillingDate(lang, now.renewal.date) }),
        }),
      onError: (error) => toast(failureToast(t('subscription.renewal.turnOnFailed'), error)),
    });

  if (renewsAutomatically(subscription))
    return (
      <>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('subscription.renewal.turnOff')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('subscription.renewal.turnOffTitle')}
          description={t('subscription.renewal.turnOffBody', { date: until })}
          cancelLabel={t('subscription.renewal.keepOn')}
          confirmLabel={t('subscription.renewal.turnOff')}
          pending={turnOff.isPending}
          onConfirm={confirmTurnOff}
        />
      </>
    );
  if (canTurnOnRenewal(subscription))
    return (
      <Button variant="secondary" loading={turnOn.isPending} onClick={startTurnOn}>
        {t('subscription.renewal.turnOn')}
      </Button>
    );
  return null;
}
