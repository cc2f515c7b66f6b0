import type { AnalyticsOverview, AnalyticsRange, Metric } from '@sparklink/contract';
import type { Language, MessageId } from '@sparklink/contract/i18n';
import { ChangeIndicator } from '../../../components/analytics/change-indicator';
import { useT } from '../../../i18n/use-t';
import { formatDuration, formatMetricCount, formatPercent } from '../lib/metric-format';
import { PREVIOUS_PERIODS } from '../lib/range';
import type { PanelQuery } from '../panel/panel';

type MetricName = keyof AnalyticsOverview['metrics'];

interface MetricSpec {
  name: MetricName;
  title: MessageId;
  format: (lang: Language, value: number | null) => string;
  /** A rising bounce rate is bad news. */
  upIsGood?: boolean;
  /** What the card measures, where its title alone would mislead (decision 053). */
  hint?: MessageId;
  /** A rate changes in percentage points ("+10 pts"), not in percent of a percent. */
  points?: boolean;
}

const METRICS: MetricSpec[] = [
  { name: 'totalViews', title: 'analytics.metrics.totalViews', format: formatMetricCount },
  {
    name: 'uniqueVisitors',
    title: 'analytics.metrics.uniqueVisitors',
    format: formatMetricCount,
    hint: 'analytics.metrics.hint.uniqueVisitors',
  },
  { name: 'sessions', title: 'analytics.metrics.sessions', format: formatMetricCount },
  {
    name: 'bounceRate',
    title: 'analytics.metrics.bounceRate',
    format: formatPercent,
    upIsGood: false,
    hint: 'analytics.metrics.hint.bounceRate',
    points: true,
  },
  {
    name: 'avgSessionDuration',
    title: 'analytics.metrics.avgSessionDuration',
    format: formatDuration,
    hint: 'analytics.metrics.hint.avgSessionDuration',
  },
  { name: 'profileViews', title: 'analytics.metrics.profileViews', format: formatMetricCount },
  { name: 'pageViews', title: 'analytics.metrics.pageViews', format: formatMetricCount },
  { name: 'galleryViews', title: 'analytics.metrics.galleryViews', format: formatMetricCount },
  { name: 'socialClicks', title: 'analytics.metrics.socialClicks', format: formatMetricCount },
  { name: 'resumeDownloads', title: 'analytics.metrics.resumeDownloads', format: formatMetricCount },
];

function MetricCard({ spec, metric, range }: { spec: MetricSpec; metric?: Metric; range: AnalyticsRange }) {
  const { t, lang } = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h4 className="text-sm font-medium text-slate-600">{t(spec.title)}</h4>
      {metric ? (
        <>
          <p className="mt-1 text-2xl font-bold text-slate-900">{spec.format(lang, metric.value)}</p>
          <ChangeIndicator
            change={metric.change}
            against={t(PREVIOUS_PERIODS[range])}
            upIsGood={spec.upIsGood}
            unit={spec.points ? (value) => t('analytics.metrics.changePoints', { value }) : undefined}
          />
          {spec.hint && <p className="mt-1 text-xs text-slate-600">{t(spec.hint)}</p>}
        </>
      ) : (
        <span aria-hidden className="mt-2 block h-7 w-16 animate-pulse rounded bg-slate-200" />
      )}
    </li>
  );
}

/**
 * The overview's ten measured metrics, each with its change, and under them the rule every change
 * follows (decision 053). `className` places the section in the screen's grid.
 */
export function MetricCards({
  query,
  range,
  className,
}: {
  query: PanelQuery<AnalyticsOverview>;
  range: AnalyticsRange;
  className?: string;
}) {
  const { t } = useT();
  if (query.isError && query.data === undefined) return null;
  return (
    <section aria-labelledby="key-metrics" aria-describedby="key-metrics-rule" className={className}>
      <h3 id="key-metrics" className="sr-only">
        {t('analytics.metrics.heading')}
      </h3>
      {query.isPending && (
        <p role="status" className="sr-only">
          {t('analytics.metrics.loading')}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {METRICS.map((spec) => (
          <MetricCard key={spec.name} spec={spec} metric={query.data?.metrics[spec.name]} range={range} />
        ))}
      </ul>
      <p id="key-metrics-rule" className="mt-3 text-xs text-slate-600">
        {t('analytics.metrics.rule')}
      </p>
    </section>
  );
}
