import type { CurrentSubscription } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { renewalSwitch } from '../../lib/subscription/renewal-state';
import { useTurnOffRenewal, useTurnOnRenewal } from '../../lib/subscription/subscription-actions';
import { formatBillingDate } from '../../lib/subscription/subscription-format';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { failureToast } from '../ui/toast/failure';
import { useToast } from '../ui/toast/toast-context';

const WORDS = {
  off: 'subscription.renewal.turnOff',
  offTitle: 'subscription.renewal.turnOffTitle',
  offBody: 'subscription.renewal.turnOffBody',
  keep: 'subscription.renewal.keepOn',
  turnedOff: 'subscription.renewal.turnedOff',
  offFailed: 'subscription.renewal.turnOffFailed',
  on: 'subscription.renewal.turnOn',
  turnedOn: 'subscription.renewal.turnedOn',
  onDetail: 'subscription.renewal.renewsOn',
  onFailed: 'subscription.renewal.turnOnFailed',
} satisfies Record<string, MessageId>;

/**
 * Automatic renewal off (asked first: the plan stays until its end) or back on (decision 040).
 * Nothing is shown without a kept card, or while a failed renewal is retried.
 */
export function AutoRenewalControl({ subscription }: { subscription: CurrentSubscription }) {
  const { toast } = useToast();
  const turnOff = useTurnOffRenewal();
  const turnOn = useTurnOnRenewal();
  const [confirming, setConfirming] = useState(false);
  const { t, lang } = useT();
  const state = renewalSwitch(subscription);
  if (!state) return null;
  const words = WORDS;
  const date = (iso: string) => formatBillingDate(lang, iso);

  const confirmTurnOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: ({ subscription: now }) =>
        toast({
          type: 'success',
          title: t(words.turnedOff),
          description: t('subscription.renewal.staysUntil', { date: date(now.currentPeriodEnd) }),
        }),
      onError: (error) => toast(failureToast(t(words.offFailed), error)),
      // Closed either way: an open modal hides the toast from assistive technology.
      onSettled: () => setConfirming(false),
    });

  const startTurnOn = () =>
    turnOn.mutate(undefined, {
      onSuccess: ({ subscription: now }) =>
        toast({
          type: 'success',
          title: t(words.turnedOn),
          description: t(words.onDetail, { date: date(now.renewal.date) }),
        }),
      onError: (error) => toast(failureToast(t(words.onFailed), error)),
    });

  if (!state.on)
    return (
      <Button variant="secondary" loading={turnOn.isPending} onClick={startTurnOn}>
        {t(words.on)}
      </Button>
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t(words.off)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(words.offTitle)}
        description={[
          t(words.offBody, { date: date(subscription.currentPeriodEnd) }),
          // Back to Starter from BLAZE: schedules stop (decision 056), the domain is detached (057).
          ...(subscription.tier === 'BLAZE' ? [t('subscription.plans.blazeDowngrade')] : []),
        ].join(' ')}
        cancelLabel={t(words.keep)}
        confirmLabel={t(words.off)}
        pending={turnOff.isPending}
        onConfirm={confirmTurnOff}
      />
    </>
  );
}
