import { ANALYTICS_MESSAGES } from '@sparklink/contract';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/** Shown instead of calling the API for a window the plan does not cover, with the way to a plan that does. */
export function UpgradePrompt({ onShowAllowed }: { onShowAllowed: () => void }) {
  const { t, message } = useT();
  return (
    <section
      aria-labelledby="analytics-upgrade"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand-500 bg-white p-10 text-center"
    >
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <Lock aria-hidden className="h-6 w-6" />
      </span>
      <h3 id="analytics-upgrade" className="text-lg font-semibold text-slate-900">
        {t('analytics.upgrade.title')}
      </h3>
      <p className="max-w-md text-sm text-slate-600">
        {t('analytics.upgrade.body', { needsPlan: message(ANALYTICS_MESSAGES.needsPlan) })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/subscription" className={buttonClasses('primary')}>
          {t('analytics.upgrade.viewPlans')}
        </Link>
        <Button variant="secondary" onClick={onShowAllowed}>
          {t('analytics.upgrade.showAllowed')}
        </Button>
      </div>
    </section>
  );
}
