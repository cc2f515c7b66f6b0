import { MESSAGES } from '@sparklink/contract';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { OverviewHeader } from './overview-header';
import { PerformanceOverview } from './performance-overview';
import { PortfolioManagement } from './portfolio-management';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { useOverviewLoad } from './use-overview-load';

/** /dashboard (spec 1 §2). */
export function OverviewScreen() {
  const load = useOverviewLoad();
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <OverviewHeader />
      {load.failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {MESSAGES.dashboardLoadFailed}
          <Button variant="secondary" onClick={load.retry}>
            <RotateCw aria-hidden className="h-4 w-4" />
            Try again
          </Button>
        </div>
      )}
      <QuickActions />
      <PerformanceOverview />
      <PortfolioManagement />
      <RecentActivity />
    </div>
  );
}
