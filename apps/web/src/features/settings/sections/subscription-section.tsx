import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { currentSubscriptionQueryOptions } from '../../../lib/subscription/current-subscription-query';
import { SettingsSection } from '../components/settings-section';
import { RunningSubscription } from './running-subscription';

function ViewPlans({ variant }: { variant: 'primary' | 'secondary' }) {
  const { t } = useT();
  return (
    <Link to="/dashboard/subscription" className={buttonClasses(variant)}>
      {t('settings.subscription.viewPlans')}
    </Link>
  );
}

/**
 * Settings → Subscription Management (spec 2 §2), read from GET /current rather than the stored
 * session, so it shows what the server runs now: a cancelled plan, its end date, its price.
 */
export function SubscriptionSection() {
  const query = useQuery(currentSubscriptionQueryOptions);
  const { t, message } = useT();
  return (
    <SettingsSection
      title={t('settings.subscription.title')}
      description={t('settings.subscription.description')}
      icon={CreditCard}
    >
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('settings.subscription.loading')}
        </p>
      )}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-800">
          {message(SUBSCRIPTION_MESSAGES.loadSubscriptionFailed)}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t('settings.tryAgain')}
          </Button>
        </div>
      )}
      {query.isSuccess &&
        (query.data ? (
          <RunningSubscription subscription={query.data} viewPlans={<ViewPlans variant="secondary" />} />
        ) : (
          <>
            <p className="text-sm font-medium text-slate-900">{message(SUBSCRIPTION_MESSAGES.noSubscription)}</p>
            <ViewPlans variant="primary" />
          </>
        ))}
    </SettingsSection>
  );
}
