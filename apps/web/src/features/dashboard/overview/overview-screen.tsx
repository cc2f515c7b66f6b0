import { MESSAGES } from '@sparklink/contract';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { PortfolioChecklist } from './portfolio-checklist';
import { OverviewHeader } from './overview-header';
import { PerformanceOverview } from './performance-overview';
import { PortfolioManagement } from './portfolio-management';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { useOverviewLoad } from './use-overview-load';

/** /dashboard (spec 1 §2). */
export function OverviewScreen() {
  const load = useOverviewLoad();
  const { t } = useT();
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <OverviewHeader />
      {load.error && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {errorMessage(load.error, MESSAGES.dashboardLoadFailed)}
          <Button variant="secondary" onClick={load.retry}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t('dashboard.overview.tryAgain')}
          </Button>
        </div>
      )}
      <PortfolioChecklist />
      <QuickActions />
      <PerformanceOverview />
      <PortfolioManagement />
      <RecentActivity />
    </div>
  );
}
