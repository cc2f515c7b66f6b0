import type { AnalyticsOverview, Metric } from '@sparklink/contract';
import { SESSION } from './daily-row';
import { percentChange, oneDecimal } from './numbers';
import { topLinks, topPages } from './top-targets';
import { countsOf, TOTALS, type Counts } from './totals';
import { viewsOf, type FigureQuery, type WindowFigures } from './window-figures';

/** `range` is the window's label: a range token, or `Nd` for another `days=N`. */
export type OverviewResponse = Omit<AnalyticsOverview, 'range'> & { range: string };

const sessionFigure = (dim: string): FigureQuery => ({ part: 'sessions', dim, types: [SESSION] });

interface SessionStats {
  sessions: number;
  bounceRate: number | null;
  avgSessionDuration: number | null;
}

async function sessionStats(figures: WindowFigures, period: 'current' | 'previous'): Promise<SessionStats> {
  const read = (dim: string) =>
    (period === 'current' ? figures.current(sessionFigure(dim)) : figures.previous(sessionFigure(dim))).then((rows) =>
      viewsOf(rows, SESSION),
    );
  const sessions = await read('total');
  if (sessions === 0) return { sessions, bounceRate: null, avgSessionDuration: null };
  return {
    sessions,
    bounceRate: oneDecimal(((await read('bounce')) / sessions) * 100),
    avgSessionDuration: Math.round((await read('duration')) / sessions),
  };
}

const metric = (value: number | null, previous: number | null): Metric => ({
  value,
  previous,
  change: percentChange(value, previous),
});

/**
 * GET /api/analytics/overview (api-contract §7.3). Bounce rate is the percent of sessions with
 * exactly one view and no click; average duration is in whole seconds; both are null without sessions.
 */
export async function buildOverview(figures: WindowFigures): Promise<OverviewResponse> {
  const current = countsOf(await figures.current(TOTALS));
  const previous = countsOf(await figures.previous(TOTALS));
  const now = await sessionStats(figures, 'current');
  const before = await sessionStats(figures, 'previous');
  const count = (key: keyof Counts) => metric(current[key], previous[key]);
  const { window } = figures;
  return {
    range: window.label,
    from: window.from,
    to: window.today,
    metrics: {
      totalViews: count('totalViews'),
      uniqueVisitors: count('uniqueVisitors'),
      profileViews: count('profileViews'),
      pageViews: count('pageViews'),
      galleryViews: count('galleryViews'),
      socialClicks: count('socialClicks'),
      resumeDownloads: count('resumeDownloads'),
      sessions: metric(now.sessions, before.sessions),
      bounceRate: metric(now.bounceRate, before.bounceRate),
      avgSessionDuration: metric(now.avgSessionDuration, before.avgSessionDuration),
    },
    topPages: await topPages(figures),
    topLinks: await topLinks(figures),
  };
}
