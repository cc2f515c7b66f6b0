import { SUBSCRIPTION_MESSAGES, type CurrentSubscription } from '@sparklink/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { RenewalDetails } from '../../../components/subscription/renewal-details';
import { SubscriptionSummary } from '../../../components/subscription/subscription-summary';
import { useT } from '../../../i18n/use-t';
import { LoadFailure } from '../components/load-failure';
import type { Checkout } from '../plans/use-checkout';

/** The running subscription from GET /current, or none (spec 2 §2), with its renewal (decision 040). */
export function CurrentSubscriptionCard({
  query,
  checkout,
}: {
  query: UseQueryResult<CurrentSubscription | null>;
  checkout: Checkout;
}) {
  const { t, message } = useT();
  return (
    <section
      aria-labelledby="current-subscription-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="current-subscription-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t('subscription.current.title')}
      </h3>
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('subscription.current.loading')}
        </p>
      )}
      {query.isError && (
        <LoadFailure message={message(SUBSCRIPTION_MESSAGES.loadSubscriptionFailed)} onRetry={query.refetch} />
      )}
      {query.isSuccess &&
        (query.data ? (
          <div className="space-y-4">
            <SubscriptionSummary subscription={query.data} />
            <RenewalDetails
              subscription={query.data}
              checkout={{
                // Renewing, or paying a failed renewal another way: the plan and cycle that follow.
                start: () => checkout.buy(query.data!.renewal.plan, query.data!.renewal.billingCycle, 'renewal'),
                starting: checkout.startingTier === query.data.renewal.plan && checkout.startedFrom === 'renewal',
                busy: checkout.startingTier !== null,
              }}
            />
          </div>
        ) : (
          <div className="text-sm">
            <p className="font-medium text-slate-900">{message(SUBSCRIPTION_MESSAGES.noSubscription)}</p>
            <p className="text-slate-600">{t('subscription.current.starterNote')}</p>
          </div>
        ))}
    </section>
  );
}
