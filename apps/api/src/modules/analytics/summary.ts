import type { ActivityEvent, AnalyticsSummary, AnalyticsTrends, SummaryCount, TrendDay } from '@sparklink/contract';
import type { AnalyticsWindow } from './analytics-window';
import { daysFrom } from './day-math';
import { percentChange } from './numbers';
import { countsOf, TOTALS, type Counts } from './totals';
import type { WindowFigures } from './window-figures';

const SUMMARY_COUNTS: SummaryCount[] = [
  'profileViews',
  'totalViews',
  'pageViews',
  'galleryViews',
  'socialClicks',
  'resumeDownloads',
  'uniqueVisitors',
];

/** GET /api/analytics/summary (api-contract §7.2): the window's counts beside the previous period's. */
export async function buildSummary(figures: WindowFigures, recentActivity: ActivityEvent[]): Promise<AnalyticsSummary> {
  const current = countsOf(await figures.current(TOTALS));
  const previous = countsOf(await figures.previous(TOTALS));
  const full = countsOf(await figures.fullDays(TOTALS));
  const base = countsOf(await figures.base(TOTALS));
  const { window } = figures;
  // Like with like (decision 053): the full days against as many days before them.
  const changes = Object.fromEntries(
    SUMMARY_COUNTS.map((key) => [key, window.days === 1 ? null : percentChange(full[key], base[key])]),
  ) as Record<SummaryCount, number | null>;
  return {
    profileViews: current.profileViews,
    totalViews: current.totalViews,
    pageViews: current.pageViews,
    galleryViews: current.galleryViews,
    socialClicks: current.socialClicks,
    resumeDownloads: current.resumeDownloads,
    uniqueVisitors: current.uniqueVisitors,
    previousProfileViews: previous.profileViews,
    previousTotalViews: previous.totalViews,
    previousPageViews: previous.pageViews,
    previousGalleryViews: previous.galleryViews,
    previousSocialClicks: previous.socialClicks,
    previousResumeDownloads: previous.resumeDownloads,
    previousUniqueVisitors: previous.uniqueVisitors,
    changes,
    period: { days: window.days, from: window.from, to: window.today },
    recentActivity,
  };
}

/** Every day of the current period, oldest first, zero-filled. */
export async function dailyCounts(figures: WindowFigures): Promise<Array<{ date: string } & Counts>> {
  const byDay = await figures.currentByDay(TOTALS);
  return daysFrom(figures.window.from, figures.window.today).map((date) => ({
    date,
    ...countsOf(byDay.get(date) ?? []),
  }));
}

/** GET /api/analytics/trends (api-contract §7.2). */
export async function buildTrends(figures: WindowFigures): Promise<AnalyticsTrends> {
  const trends: TrendDay[] = (await dailyCounts(figures)).map((day) => ({
    date: day.date,
    profileViews: day.profileViews,
    pageViews: day.pageViews,
    galleryViews: day.galleryViews,
    socialClicks: day.socialClicks,
    totalViews: day.totalViews,
    uniqueVisitors: day.uniqueVisitors,
  }));
  return { trends, period: periodText(figures.window) };
}

const periodText = (window: AnalyticsWindow) => (window.days === 1 ? '1 day' : `${window.days} days`);
