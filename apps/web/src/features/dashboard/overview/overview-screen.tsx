import { OverviewHeader } from './overview-header';
import { PortfolioManagement } from './portfolio-management';
import { QuickActions } from './quick-actions';

/** /dashboard (spec 1 §2). Performance and recent activity arrive with the analytics issue. */
export function OverviewScreen() {
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <OverviewHeader />
      <QuickActions />
      <PortfolioManagement />
    </div>
  );
}
