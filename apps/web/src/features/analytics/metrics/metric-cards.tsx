import type { AnalyticsOverview, AnalyticsRange, Metric } from '@sparklink/contract';
import { ChangeIndicator } from '../../../components/analytics/change-indicator';
import { formatDuration, formatMetricCount, formatPercent } from '../lib/metric-format';
import { previousPeriod } from '../lib/range';
import type { PanelQuery } from '../panel/panel';

type MetricName = keyof AnalyticsOverview['metrics'];

interface MetricSpec {
  name: MetricName;
  title: string;
  format: (value: number | null) => string;
  /** A rising bounce rate is bad news. */
  upIsGood?: boolean;
}

const METRICS: MetricSpec[] = [
  { name: 'totalViews', title: 'Total Views', format: formatMetricCount },
  { name: 'uniqueVisitors', title: 'Unique Visitors', format: formatMetricCount },
  { name: 'sessions', title: 'Sessions', format: formatMetricCount },
  { name: 'bounceRate', title: 'Bounce Rate', format: formatPercent, upIsGood: false },
  { name: 'avgSessionDuration', title: 'Avg. Session Duration', format: formatDuration },
  { name: 'profileViews', title: 'Profile Views', format: formatMetricCount },
  { name: 'pageViews', title: 'Page Views', format: formatMetricCount },
  { name: 'galleryViews', title: 'Gallery Views', format: formatMetricCount },
  { name: 'socialClicks', title: 'Social Clicks', format: formatMetricCount },
  { name: 'resumeDownloads', title: 'Resume Downloads', format: formatMetricCount },
];

function MetricCard({ spec, metric, range }: { spec: MetricSpec; metric?: Metric; range: AnalyticsRange }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h4 className="text-sm font-medium text-slate-600">{spec.title}</h4>
      {metric ? (
        <>
          <p className="mt-1 text-2xl font-bold text-slate-900">{spec.format(metric.value)}</p>
          <ChangeIndicator change={metric.change} against={previousPeriod(range)} upIsGood={spec.upIsGood} />
        </>
      ) : (
        <span aria-hidden className="mt-2 block h-7 w-16 animate-pulse rounded bg-slate-200" />
      )}
    </li>
  );
}

/** The overview's ten measured metrics, each with its change against the previous period. */
export function MetricCards({ query, range }: { query: PanelQuery<AnalyticsOverview>; range: AnalyticsRange }) {
  if (query.isError && query.data === undefined) return null;
  return (
    <section aria-labelledby="key-metrics">
      <h3 id="key-metrics" className="sr-only">
        Key Metrics
      </h3>
      {query.isPending && (
        <p role="status" className="sr-only">
          Loading metrics
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {METRICS.map((spec) => (
          <MetricCard key={spec.name} spec={spec} metric={query.data?.metrics[spec.name]} range={range} />
        ))}
      </ul>
    </section>
  );
}
