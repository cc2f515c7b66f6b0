import type { TrendDay } from '@sparklink/contract';
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatTrendDate } from './trend-date';

/** Colours with at least 3:1 against white (WCAG non-text contrast); the table beside carries the numbers. */
export const TREND_SERIES = [
  { key: 'totalViews', name: 'Total views', color: '#4f46e5' },
  { key: 'uniqueVisitors', name: 'Unique visitors', color: '#0f766e' },
] as const;

/**
 * Recharts weighs about 300 KB, so this file is only ever loaded through React.lazy: it lands in its
 * own chunk, fetched when the analytics screen draws its first chart.
 */
export default function TrendsChart({ trends }: { trends: TrendDay[] }) {
  return (
    <AreaChart
      responsive
      data={trends}
      accessibilityLayer={false}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="date" tickFormatter={formatTrendDate} tick={{ fill: '#475569', fontSize: 12 }} minTickGap={24} />
      <YAxis allowDecimals={false} tick={{ fill: '#475569', fontSize: 12 }} />
      <Tooltip labelFormatter={(date) => formatTrendDate(String(date))} />
      <Legend />
      {TREND_SERIES.map(({ key, name, color }) => (
        <Area
          key={key}
          type="monotone"
          dataKey={key}
          name={name}
          stroke={color}
          strokeWidth={2}
          fill={color}
          fillOpacity={0.12}
        />
      ))}
    </AreaChart>
  );
}
