import type { AnalyticsRange, TrendDay } from '@sparklink/contract';
import type { Language } from '@sparklink/contract/i18n';
import { dateFormat } from '../../../i18n/intl';
import { formatTrendDate } from './trend-date';

export type Bucket = 'day' | 'week' | 'month';

/** A row of the chart or table: the figures of the days from `date` to `end`, added up. */
export interface TrendRow extends TrendDay {
  end: string;
}

/** A year of days is 365 points a chart cannot show apart: it draws weeks (decision 053). */
export const CHART_BUCKETS: Record<AnalyticsRange, Bucket> = { '7d': 'day', '30d': 'day', '90d': 'day', '1y': 'week' };

/** The table covers the whole range in a dozen rows at most: days for a week, weeks, then months. */
export const TABLE_BUCKETS: Record<AnalyticsRange, Bucket> = {
  '7d': 'day',
  '30d': 'week',
  '90d': 'week',
  '1y': 'month',
};

const FIGURES = ['profileViews', 'pageViews', 'galleryViews', 'socialClicks', 'totalViews', 'uniqueVisitors'] as const;

function sum(days: TrendDay[]): TrendRow {
  const row: TrendRow = { ...days[0]!, end: days[days.length - 1]!.date };
  for (const key of FIGURES) row[key] = days.reduce((total, day) => total + day[key], 0);
  return row;
}

/**
 * The days (oldest first) grouped by `bucket`. Weeks are the 7-day spans ending on the last day, so
 * the newest week is whole and only the oldest can be shorter; months are calendar months.
 */
export function bucketTrends(days: TrendDay[], bucket: Bucket): TrendRow[] {
  if (bucket === 'day') return days.map((day) => ({ ...day, end: day.date }));
  const groups: TrendDay[][] = [];
  if (bucket === 'week') {
    for (let end = days.length; end > 0; end -= 7) groups.unshift(days.slice(Math.max(0, end - 7), end));
  } else {
    for (const day of days) {
      const last = groups[groups.length - 1];
      if (last && last[0]!.date.slice(0, 7) === day.date.slice(0, 7)) last.push(day);
      else groups.push([day]);
    }
  }
  return groups.map(sum);
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Jun 2", "May 27 – Jun 2", or "June 2025" (a month the range covers only in part reads as its days). */
export function formatTrendRow(lang: Language, row: TrendRow, bucket: Bucket): string {
  if (bucket === 'day' || row.date === row.end) return formatTrendDate(lang, row.date);
  const wholeMonth = bucket === 'month' && row.date.endsWith('-01');
  if (wholeMonth) return dateFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(row.date));
  return dateFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(utc(row.date), utc(row.end));
}
