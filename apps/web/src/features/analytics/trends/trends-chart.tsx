import type { AnalyticsRange, TrendDay } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { numberFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { bucketTrends, CHART_BUCKETS, formatTrendRow } from './trend-buckets';

/**
 * Colours with at least 3:1 against the card in either theme (WCAG non-text contrast; styles.css
 * defines them); the table beside carries the numbers.
 */
export const TREND_SERIES: ReadonlyArray<{ key: 'totalViews' | 'uniqueVisitors'; name: MessageId; color: string }> = [
  { key: 'totalViews', name: 'analytics.trends.column.totalViews', color: 'var(--chart-indigo)' },
  { key: 'uniqueVisitors', name: 'analytics.trends.column.uniqueVisitors', color: 'var(--chart-teal)' },
];

const tick = { fill: 'var(--color-slate-600)', fontSize: 12 };
/** Recharts draws its tooltip white with grey text by default: the card's colours instead. */
const tooltipStyle = { backgroundColor: 'var(--color-white)', borderColor: 'var(--color-slate-200)' };

/**
 * Recharts weighs about 300 KB, so this file is only ever loaded through React.lazy: it lands in its
 * own chunk, fetched when the analytics screen draws its first chart.
 */
export default function TrendsChart({ trends, range }: { trends: TrendDay[]; range: AnalyticsRange }) {
  const { t, lang } = useT();
  const bucket = CHART_BUCKETS[range];
  const rows = bucketTrends(trends, bucket);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const day = (date: unknown) => {
    const row = byDate.get(String(date));
    return row ? formatTrendRow(lang, row, bucket) : String(date);
  };
  const count = (value: number) => numberFormat(lang).format(value);
  return (
    <AreaChart
      responsive
      data={rows}
      accessibilityLayer={false}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="var(--color-slate-200)" />
      <XAxis dataKey="date" tickFormatter={day} tick={tick} minTickGap={24} />
      <YAxis allowDecimals={false} tickFormatter={count} tick={tick} />
      <Tooltip
        labelFormatter={day}
        formatter={(value) => count(Number(value))}
        contentStyle={tooltipStyle}
        labelStyle={{ color: 'var(--color-slate-900)' }}
      />
      <Legend />
      {TREND_SERIES.map(({ key, name, color }) => (
        <Area
          key={key}
          type="monotone"
          dataKey={key}
          name={t(name)}
          stroke={color}
          strokeWidth={2}
          fill={color}
          fillOpacity={0.12}
        />
      ))}
    </AreaChart>
  );
}
