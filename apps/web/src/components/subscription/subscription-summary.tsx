import type { CurrentSubscription } from '@sparklink/contract';
import { useT } from '../../i18n/use-t';
import { paymentMethodLabel } from '../../lib/subscription/payment-method';
import { cyclePrice, formatBillingDate } from '../../lib/subscription/subscription-format';
import { renewsAutomatically } from '../../lib/subscription/renewal-state';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/**
 * The running subscription as both the subscription screen and settings show it: plan, status,
 * 'Next charge' only while a card will really be charged ('Expires' otherwise, decision 040), the
 * price with its cycle, and how it was paid.
 */
export function SubscriptionSummary({ subscription }: { subscription: CurrentSubscription }) {
  const { plan, status, currentPeriodEnd, price, billingCycle, paymentMethod } = subscription;
  const translator = useT();
  const { t, lang } = translator;
  const renews = renewsAutomatically(subscription);
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-5">
      <div>
        <dt className="text-slate-500">{t('subscription.summary.currentPlan')}</dt>
        <dd className="font-semibold text-slate-900">{plan.name}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('subscription.summary.status')}</dt>
        <dd>
          <SubscriptionStatusBadge status={status} />
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">
          {t(renews ? 'subscription.summary.nextCharge' : 'subscription.summary.expires')}
        </dt>
        <dd className="font-semibold text-slate-900">{formatBillingDate(lang, currentPeriodEnd)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('subscription.summary.amount')}</dt>
        <dd className="font-semibold text-slate-900">{cyclePrice(translator, price, billingCycle)}</dd>
      </div>
      {paymentMethod && (
        <div>
          <dt className="text-slate-500">{t('subscription.summary.paymentMethod')}</dt>
          <dd className="font-semibold text-slate-900">{paymentMethodLabel(paymentMethod, t)}</dd>
        </div>
      )}
    </dl>
  );
}
