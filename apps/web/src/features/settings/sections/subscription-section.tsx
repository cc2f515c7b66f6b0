import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { currentSubscriptionQueryOptions } from '../../../lib/subscription/current-subscription-query';
import { SettingsSection } from '../components/settings-section';
import { RunningSubscription } from './running-subscription';

const viewPlans = (variant: 'primary' | 'secondary') => (
  <Link to="/dashboard/subscription" className={buttonClasses(variant)}>
    View Plans
  </Link>
);

/**
 * Settings → Subscription Management (spec 2 §2), read from GET /current rather than the stored
 * session, so it shows what the server runs now: a cancelled plan, its end date, its price.
 */
export function SubscriptionSection() {
  const query = useQuery(currentSubscriptionQueryOptions);
  return (
    <SettingsSection title="Subscription Management" description="Your plan and what it costs." icon={CreditCard}>
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading subscription...
        </p>
      )}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-800">
          {SUBSCRIPTION_MESSAGES.loadSubscriptionFailed}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden className="h-4 w-4" />
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess &&
        (query.data ? (
          <RunningSubscription subscription={query.data} viewPlans={viewPlans('secondary')} />
        ) : (
          <>
            <p className="text-sm font-medium text-slate-900">{SUBSCRIPTION_MESSAGES.noSubscription}</p>
            {viewPlans('primary')}
          </>
        ))}
    </SettingsSection>
  );
}
