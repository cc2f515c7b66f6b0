import type { CurrentSubscription } from '@sparklink/contract';
import { formatCedi } from '../../i18n/intl';
import { useT } from '../../i18n/use-t';
import { formatBillingDate } from '../../lib/subscription/subscription-format';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/**
 * The running subscription as both the subscription screen and settings show it (spec 2 §2):
 * plan, status, 'Next Billing' while it renews or 'Expires' once cancelled, and the monthly price.
 */
export function SubscriptionSummary({ subscription }: { subscription: CurrentSubscription }) {
  const { plan, status, currentPeriodEnd } = subscription;
  const { t, lang } = useT();
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
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
          {t(status === 'active' ? 'subscription.summary.nextBilling' : 'subscription.summary.expires')}
        </dt>
        <dd className="font-semibold text-slate-900">{formatBillingDate(lang, currentPeriodEnd)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('subscription.summary.amount')}</dt>
        <dd className="font-semibold text-slate-900">
          {t('subscription.summary.perMonth', { amount: formatCedi(lang, plan.monthlyPrice) })}
        </dd>
      </div>
    </dl>
  );
}
