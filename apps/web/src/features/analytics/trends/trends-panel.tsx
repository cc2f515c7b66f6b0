import type { AnalyticsRange, AnalyticsTrends, TrendDay } from '@sparklink/contract';
import { lazy, Suspense } from 'react';
import { numberFormat } from '../../../i18n/intl';
import { useT, type Translator } from '../../../i18n/use-t';
import { RANGE_PERIODS } from '../lib/range';
import { Panel, type PanelQuery } from '../panel/panel';
import { formatTrendDate } from './trend-date';
import { TrendsTable } from './trends-table';

const TrendsChart = lazy(() => import('./trends-chart'));

function ChartPlaceholder() {
  return <div className="h-[280px] animate-pulse rounded-lg bg-slate-100" />;
}

/** One sentence for screen readers about the whole period and its busiest day, which the table does not name. */
function periodSummary({ t, lang }: Translator, trends: TrendDay[], range: AnalyticsRange): string {
  const total = trends.reduce((sum, day) => sum + day.totalViews, 0);
  const busiest = trends.reduce((best, day) => (day.totalViews > best.totalViews ? day : best), trends[0]!);
  return t('analytics.trends.summary', {
    total,
    period: t(RANGE_PERIODS[range]),
    day: formatTrendDate(lang, busiest.date),
    busiest: numberFormat(lang).format(busiest.totalViews),
  });
}

const nothingCounted = ({ trends }: AnalyticsTrends) =>
  trends.every((day) => day.totalViews === 0 && day.socialClicks === 0);

/**
 * Views as a chart (drawn lazily; a year by week) with the range as a table by day, week or month.
 * On a phone it comes before the metric cards (`order-first`), where wider screens keep it after.
 */
export function TrendsPanel({ query, range }: { query: PanelQuery<AnalyticsTrends>; range: AnalyticsRange }) {
  const translator = useT();
  return (
    <Panel
      title={translator.t('analytics.trends.title')}
      query={query}
      isEmpty={nothingCounted}
      className="order-first lg:order-none lg:col-span-2"
    >
      {({ trends }) => (
        <figure className="space-y-4">
          <figcaption className="sr-only">{periodSummary(translator, trends, range)}</figcaption>
          {/* inert: hidden from screen readers and out of the tab order; the caption and table say what it draws. */}
          <div inert>
            <Suspense fallback={<ChartPlaceholder />}>
              <TrendsChart trends={trends} range={range} />
            </Suspense>
          </div>
          <TrendsTable trends={trends} range={range} />
        </figure>
      )}
    </Panel>
  );
}
