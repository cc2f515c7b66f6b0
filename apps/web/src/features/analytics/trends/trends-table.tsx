import type { AnalyticsRange, TrendDay } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { numberFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { bucketTrends, formatTrendRow, TABLE_BUCKETS } from './trend-buckets';

/** What the table's caption says it lists: the whole range, by day, week or month (decision 053). */
const CAPTIONS: Record<AnalyticsRange, MessageId> = {
  '7d': 'analytics.trends.table.caption.7d',
  '30d': 'analytics.trends.table.caption.30d',
  '90d': 'analytics.trends.table.caption.90d',
  '1y': 'analytics.trends.table.caption.1y',
};

const COLUMNS: Array<{ key: Exclude<keyof TrendDay, 'date'>; label: MessageId }> = [
  { key: 'totalViews', label: 'analytics.trends.column.totalViews' },
  { key: 'uniqueVisitors', label: 'analytics.trends.column.uniqueVisitors' },
  { key: 'profileViews', label: 'analytics.trends.column.profileViews' },
  { key: 'pageViews', label: 'analytics.trends.column.pageViews' },
  { key: 'galleryViews', label: 'analytics.trends.column.galleryViews' },
  { key: 'socialClicks', label: 'analytics.trends.column.socialClicks' },
];

/** The range in numbers: the chart's text alternative as well as a table for everyone. */
export function TrendsTable({ trends, range }: { trends: TrendDay[]; range: AnalyticsRange }) {
  const { t, lang } = useT();
  const bucket = TABLE_BUCKETS[range];
  const rows = bucketTrends(trends, bucket);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-slate-700">{t(CAPTIONS[range])}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('analytics.trends.table.date')}
            </th>
            {COLUMNS.map(({ key, label }) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="py-2 pr-3 font-medium">
                <time dateTime={day.date}>{formatTrendRow(lang, day, bucket)}</time>
              </th>
              {COLUMNS.map(({ key }) => (
                <td key={key} className="px-3 py-2 text-right tabular-nums">
                  {numberFormat(lang).format(day[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
