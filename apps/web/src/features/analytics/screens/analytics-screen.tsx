import { MESSAGES, type AnalyticsRange } from '@sparklink/contract';
import { RotateCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { failureOf } from '../../../components/ui/toast/failure';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { ActivityFeed } from '../activity/activity-feed';
import { useRangedQuery } from '../api/analytics-queries';
import { DevicesPanel, GeoPanel } from '../breakdowns/breakdown-panels';
import { canExportCsv, DEFAULT_RANGE, parseRange, RANGE_PERIODS, rangeNeedsUpgrade } from '../lib/range';
import { MetricCards } from '../metrics/metric-cards';
import { SourcesPanel } from '../sources/sources-panel';
import { TopLinks, TopPages } from '../top/top-lists';
import { TrendsPanel } from '../trends/trends-panel';
import { AnalyticsToolbar } from './analytics-toolbar';
import { UpgradePrompt } from './upgrade-prompt';

/** The range's reads; none is made while the plan does not cover the range. */
function useRangedData(range: AnalyticsRange, allowed: boolean) {
  return {
    overview: useRangedQuery('overview', range, allowed),
    trends: useRangedQuery('trends', range, allowed),
    sources: useRangedQuery('sources', range, allowed),
    geo: useRangedQuery('geo', range, allowed),
    devices: useRangedQuery('devices', range, allowed),
  };
}

/** /dashboard/analytics: Enhanced Analytics (spec 2 §2, api-contract §7.3). */
export function AnalyticsScreen() {
  const { t, message } = useT();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const range = parseRange(params.get('range'));
  const setRange = (next: AnalyticsRange) =>
    setParams(next === DEFAULT_RANGE ? {} : { range: next }, { replace: true });
  const locked = (candidate: AnalyticsRange) => rangeNeedsUpgrade(candidate, user?.subscription);

  const data = useRangedData(range, !locked(range));
  const queries = Object.values(data);
  const failed = queries.find((query) => query.isError)?.error;
  // The session's tier can be older than the server's (a lapsed plan): its refusal is the same prompt.
  const refusedByPlan = failed instanceof ApiError && failed.code === 'PLAN_LIMIT';
  const failure = failed && !refusedByPlan ? failureOf(message(MESSAGES.analyticsLoadFailed), failed) : null;

  return (
    <section aria-labelledby="analytics-heading" className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="analytics-heading" className="text-2xl font-bold text-slate-900">
            {t('analytics.screen.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('analytics.screen.intro', { period: t(RANGE_PERIODS[range]) })}</p>
        </div>
        <AnalyticsToolbar
          range={range}
          onRangeChange={setRange}
          locked={locked}
          canExport={canExportCsv(user?.subscription)}
        />
      </div>

      {failure && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <div>
            <p className="font-semibold">{failure.title}</p>
            {failure.reason && <p>{failure.reason}</p>}
          </div>
          <Button
            variant="secondary"
            onClick={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
          >
            <RotateCw aria-hidden className="h-4 w-4" />
            {t('analytics.screen.tryAgain')}
          </Button>
        </div>
      )}

      {locked(range) || refusedByPlan ? (
        <UpgradePrompt onShowAllowed={() => setRange(DEFAULT_RANGE)} />
      ) : (
        // One grid, so on a phone the trend chart can come before the ten cards (order-first) while
        // wider screens keep the cards on top.
        <div className="grid gap-4 lg:grid-cols-3">
          <MetricCards query={data.overview} range={range} className="lg:col-span-3" />
          <TrendsPanel query={data.trends} range={range} />
          <SourcesPanel query={data.sources} />
          <TopPages query={data.overview} />
          <TopLinks query={data.overview} />
          <GeoPanel query={data.geo} />
          <DevicesPanel query={data.devices} />
        </div>
      )}
      <ActivityFeed />
    </section>
  );
}
