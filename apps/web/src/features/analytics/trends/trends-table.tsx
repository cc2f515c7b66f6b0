import type { TrendDay } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { numberFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { formatTrendDate } from './trend-date';

/** Spec 2 §9: the screen lists the last 7 trend rows. */
export const TABLE_ROWS = 7;

const COLUMNS: Array<{ key: Exclude<keyof TrendDay, 'date'>; label: MessageId }> = [
  { key: 'totalViews', label: 'analytics.trends.column.totalViews' },
  { key: 'uniqueVisitors', label: 'analytics.trends.column.uniqueVisitors' },
  { key: 'profileViews', label: 'analytics.trends.column.profileViews' },
  { key: 'pageViews', label: 'analytics.trends.column.pageViews' },
  { key: 'galleryViews', label: 'analytics.trends.column.galleryViews' },
  { key: 'socialClicks', label: 'analytics.trends.column.socialClicks' },
];

/** The last 7 days in numbers: the chart's text alternative as well as a table for everyone. */
export function TrendsTable({ trends }: { trends: TrendDay[] }) {
  const { t, lang } = useT();
  const rows = trends.slice(-TABLE_ROWS);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-slate-700">
          {t('analytics.trends.table.caption')}
        </caption>
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
                <time dateTime={day.date}>{formatTrendDate(lang, day.date)}</time>
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
