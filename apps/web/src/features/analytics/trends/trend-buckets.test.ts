import { describe, expect, it } from 'vitest';
import { someTrends } from '../test/analytics-factory';
import { bucketTrends, CHART_BUCKETS, formatTrendRow, TABLE_BUCKETS } from './trend-buckets';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('trend buckets (decision 053)', () => {
  it('draws a year by week and shorter ranges by day; the table goes by day, week, then month', () => {
    expect(CHART_BUCKETS).toEqual({ '7d': 'day', '30d': 'day', '90d': 'day', '1y': 'week' });
    expect(TABLE_BUCKETS).toEqual({ '7d': 'day', '30d': 'week', '90d': 'week', '1y': 'month' });
  });

  it('adds a year of days up into 53 weeks ending on the last day, the oldest the day left over', () => {
    const days = someTrends(365).trends.map((day, index) => ({ ...day, totalViews: 1, uniqueVisitors: index % 2 }));
    const weeks = bucketTrends(days, 'week');
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toMatchObject({ date: '2024-06-03', end: '2024-06-03', totalViews: 1, uniqueVisitors: 0 });
    expect(weeks.at(-1)).toMatchObject({ date: '2025-05-27', end: '2025-06-02', totalViews: 7 });
    expect(weeks.reduce((sum, week) => sum + week.totalViews, 0)).toBe(365);
    expect(spaced(formatTrendRow('en', weeks.at(-1)!, 'week'))).toBe('May 27 – Jun 2');
    expect(formatTrendRow('en', weeks[0]!, 'week')).toBe('Jun 3');
  });

  it('adds days up by calendar month, naming a whole month and giving a partial one its days', () => {
    const months = bucketTrends(someTrends(365).trends, 'month');
    expect(months.map((month) => spaced(formatTrendRow('en', month, 'month')))).toEqual([
      'Jun 3 – 30',
      'July 2024',
      'August 2024',
      'September 2024',
      'October 2024',
      'November 2024',
      'December 2024',
      'January 2025',
      'February 2025',
      'March 2025',
      'April 2025',
      'May 2025',
      'June 2025',
    ]);
    expect(spaced(formatTrendRow('de', months[0]!, 'month'))).toBe('3.–30. Juni');
    expect(formatTrendRow('fr', months[1]!, 'month')).toBe('juillet 2024');
  });

  it('keeps days as they are', () => {
    const days = someTrends(7).trends;
    expect(bucketTrends(days, 'day')).toEqual(days.map((day) => ({ ...day, end: day.date })));
  });
});
