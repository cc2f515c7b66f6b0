import { PLANS, SUBSCRIPTION_MESSAGES, type CurrentSubscription } from '@sparklink/contract';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { paymentMethodLabel } from '../../lib/subscription/payment-method';
import { renewsAutomatically } from '../../lib/subscription/renewal-state';
import { useCancelScheduledChange } from '../../lib/subscription/subscription-actions';
import { cyclePrice, formatBillingDate } from '../../lib/subscription/subscription-format';
import { Button, buttonClasses } from '../ui/button';
import { failureToast } from '../ui/toast/failure';
import { useToast } from '../ui/toast/toast-context';
import { AutoRenewalControl } from './auto-renewal-control';

/** Paying for the renewal plan now: the subscription screen starts its checkout. */
export interface RenewalCheckout {
  start: () => void;
  starting: boolean;
  busy: boolean;
}

/**
 * What happens at the period end, and what the owner can do about it (decision 040): a failed
 * renewal being retried, a card that will be charged, or an expiry to renew by hand; then a
 * scheduled switch. Without `checkout` (settings), paying links to the subscription screen's checkout.
 */
export function RenewalDetails({
  subscription,
  checkout,
}: {
  subscription: CurrentSubscription;
  checkout?: RenewalCheckout;
}) {
  const { t, lang } = useT();
  const { renewal, grace } = subscription;
  const date = (iso: string) => formatBillingDate(lang, iso);
  const card = renewal.card ?? subscription.paymentMethod;

  const pay = (label: string, variant: 'primary' | 'secondary') =>
    checkout ? (
      <Button
        variant={variant}
        loading={checkout.starting}
        disabled={checkout.busy && !checkout.starting}
        onClick={checkout.start}
      >
        {label}
      </Button>
    ) : (
      // The subscription screen goes straight on to the checkout of this plan and cycle.
      <Link
        to={`/dashboard/subscription?renew=${renewal.plan}&cycle=${renewal.billingCycle}`}
        className={buttonClasses(variant)}
      >
        {label}
      </Link>
    );

  return (
    <div className="space-y-3 text-sm">
      {grace ? (
        <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden className="h-5 w-5 shrink-0" />
            {t('subscription.grace.title')}
          </p>
          {grace.lastFailure && <p>{t('subscription.grace.reason', { reason: grace.lastFailure })}</p>}
          <p>{t('subscription.grace.staysUntil', { date: date(grace.until) })}</p>
          {grace.nextAttemptAt && <p>{t('subscription.grace.nextAttempt', { date: date(grace.nextAttemptAt) })}</p>}
          <div>{pay(t('subscription.grace.payAnotherWay'), 'primary')}</div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-slate-900">
            {renewsAutomatically(subscription)
              ? card
                ? t('subscription.renewal.automaticWith', {
                    date: date(renewal.date),
                    method: paymentMethodLabel(card, t),
                  })
                : t('subscription.renewal.automatic', { date: date(renewal.date) })
              : t('subscription.renewal.expires', { date: date(subscription.currentPeriodEnd) })}
          </p>
          {!renewsAutomatically(subscription) && pay(t('subscription.renewal.renew'), 'primary')}
          <AutoRenewalControl subscription={subscription} />
        </div>
      )}
      {subscription.scheduledChange && <ScheduledChangeLine subscription={subscription} />}
    </div>
  );
}

function ScheduledChangeLine({ subscription }: { subscription: CurrentSubscription }) {
  const change = subscription.scheduledChange!;
  const translator = useT();
  const { t, lang, message } = translator;
  const { toast } = useToast();
  const keep = useCancelScheduledChange();
  const keepCurrent = () =>
    keep.mutate(undefined, {
      onSuccess: () => toast({ type: 'success', title: message(SUBSCRIPTION_MESSAGES.changeCancelled) }),
      onError: (error) => toast(failureToast(t('subscription.scheduled.keepFailed'), error)),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3">
      <div>
        <p className="font-medium text-slate-900">
          {t('subscription.scheduled.switches', {
            plan: PLANS[change.plan].name,
            date: formatBillingDate(lang, change.effectiveAt),
          })}
        </p>
        <p className="text-slate-600">
          {t('subscription.scheduled.then', { price: cyclePrice(translator, change.price, change.billingCycle) })}
        </p>
      </div>
      <Button variant="secondary" loading={keep.isPending} onClick={keepCurrent}>
        {t('subscription.scheduled.keep')}
      </Button>
    </div>
  );
}
