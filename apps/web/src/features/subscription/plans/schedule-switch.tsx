import { PLANS, type BillingCycle, type CurrentSubscription, type PaidTier, type Plan } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { useScheduleChange } from '../../../lib/subscription/subscription-actions';
import { cyclePrice, formatBillingDate } from '../../../lib/subscription/subscription-format';

interface ScheduleSwitchProps {
  plan: Plan & { tier: PaidTier };
  cycle: BillingCycle;
  running: CurrentSubscription;
  label: MessageId;
  date: string;
  disabled: boolean;
}

/**
 * A lower plan, or the other cycle, while a plan runs: nothing is paid or lost now; it starts at
 * the period end (decision 040). Asked first, as it changes what the next renewal charges.
 */
export function ScheduleSwitch({ plan, cycle, running, label, date, disabled }: ScheduleSwitchProps) {
  const [confirming, setConfirming] = useState(false);
  const schedule = useScheduleChange();
  const { toast } = useToast();
  const translator = useT();
  const { t, lang } = translator;
  const on = formatBillingDate(lang, date);
  const price = cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;

  const confirm = () =>
    schedule.mutate(
      { plan: plan.tier, billingCycle: cycle },
      {
        onSuccess: ({ subscription }) =>
          toast({
            type: 'success',
            title: t('subscription.plans.switchScheduled', {
              plan: PLANS[plan.tier].name,
              date: formatBillingDate(lang, subscription.scheduledChange?.effectiveAt ?? date),
            }),
          }),
        onError: (error) => toast(failureToast(t('subscription.plans.switchFailed'), error)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setConfirming(true)}>
        {t(label, { plan: plan.name, date: on })}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title={t('subscription.plans.switchTitle', { plan: plan.name, date: on })}
        description={[
          t('subscription.plans.switchBody', {
            current: running.plan.name,
            plan: plan.name,
            date: on,
            price: cyclePrice(translator, price, cycle),
          }),
          // Leaving BLAZE keeps schedules but stops them (decision 056) and detaches the domain (057).
          ...(running.tier === 'BLAZE' && plan.tier !== 'BLAZE' ? [t('subscription.plans.blazeDowngrade')] : []),
        ].join(' ')}
        cancelLabel={t('subscription.plans.switchNotNow')}
        confirmLabel={t('subscription.plans.switchConfirm')}
        pending={schedule.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
