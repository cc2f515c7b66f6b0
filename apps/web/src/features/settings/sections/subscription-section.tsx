import { PLANS } from '@sparklink/contract';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/session/auth-context';
import { SettingsSection } from '../components/settings-section';

const endDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The plan the session user is on; plans are chosen and paid for on /dashboard/subscription. */
export function SubscriptionSection() {
  const { user } = useAuth();
  const plan = PLANS[user?.subscription ?? 'STARTER'];
  const expiresAt = user?.subscriptionExpiresAt;
  return (
    <SettingsSection title="Subscription Management" description="Your plan and what it costs." icon={CreditCard}>
      {plan.tier === 'STARTER' ? (
        <div className="text-sm">
          <p className="font-medium text-slate-900">You don&apos;t have an active subscription</p>
          <p className="text-slate-600">You&apos;re on the free {plan.name} plan.</p>
        </div>
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Current plan</dt>
            <dd className="font-semibold text-slate-900">{plan.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Price</dt>
            <dd className="font-semibold text-slate-900">GH₵{plan.monthlyPrice} per month</dd>
          </div>
          {expiresAt && (
            <div>
              <dt className="text-slate-500">Access until</dt>
              <dd className="font-semibold text-slate-900">{endDate.format(new Date(expiresAt))}</dd>
            </div>
          )}
        </dl>
      )}
      <Link to="/dashboard/subscription" className={buttonClasses(plan.tier === 'STARTER' ? 'primary' : 'secondary')}>
        View Plans
      </Link>
    </SettingsSection>
  );
}
