import { SUBSCRIPTION_MESSAGES, type CurrentSubscription } from '@sparklink/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { SubscriptionSummary } from '../../../components/subscription/subscription-summary';
import { useT } from '../../../i18n/use-t';
import { LoadFailure } from '../components/load-failure';

/** The running subscription from GET /current, or none (spec 2 §2). */
export function CurrentSubscriptionCard({ query }: { query: UseQueryResult<CurrentSubscription | null> }) {
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
          <SubscriptionSummary subscription={query.data} />
        ) : (
          <div className="text-sm">
            <p className="font-medium text-slate-900">{message(SUBSCRIPTION_MESSAGES.noSubscription)}</p>
            <p className="text-slate-600">{t('subscription.current.starterNote')}</p>
          </div>
        ))}
    </section>
  );
}
