import type { CurrentSubscription } from '@sparklink/contract';
import { formatBillingDate, formatCedi } from '../../lib/subscription/subscription-format';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/**
 * The running subscription as both the subscription screen and settings show it (spec 2 §2):
 * plan, status, 'Next Billing' while it renews or 'Expires' once cancelled, and the monthly price.
 */
export function SubscriptionSummary({ subscription }: { subscription: CurrentSubscription }) {
  const { plan, status, currentPeriodEnd } = subscription;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="text-slate-500">Current Plan</dt>
        <dd className="font-semibold text-slate-900">{plan.name}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Status</dt>
        <dd>
          <SubscriptionStatusBadge status={status} />
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{status === 'active' ? 'Next Billing' : 'Expires'}</dt>
        <dd className="font-semibold text-slate-900">{formatBillingDate(currentPeriodEnd)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Amount</dt>
        <dd className="font-semibold text-slate-900">{`${formatCedi(plan.monthlyPrice)} per month`}</dd>
      </div>
    </dl>
  );
}
