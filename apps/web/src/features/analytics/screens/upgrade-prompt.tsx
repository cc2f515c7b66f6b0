import { ANALYTICS_MESSAGES } from '@sparklink/contract';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

/** Shown instead of calling the API for a window the plan does not cover, with the way to a plan that does. */
export function UpgradePrompt({ onShowAllowed }: { onShowAllowed: () => void }) {
  return (
    <section
      aria-labelledby="analytics-upgrade"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand-500 bg-white p-10 text-center"
    >
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <Lock aria-hidden className="h-6 w-6" />
      </span>
      <h3 id="analytics-upgrade" className="text-lg font-semibold text-slate-900">
        Longer history needs a RISE or BLAZE plan
      </h3>
      <p className="max-w-md text-sm text-slate-600">
        {`${ANALYTICS_MESSAGES.needsPlan}. Your Starter plan shows up to the last 30 days; RISE and BLAZE show up to a year and add CSV export.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/subscription" className={buttonClasses('primary')}>
          View Plans
        </Link>
        <Button variant="secondary" onClick={onShowAllowed}>
          Show the last 30 days
        </Button>
      </div>
    </section>
  );
}
