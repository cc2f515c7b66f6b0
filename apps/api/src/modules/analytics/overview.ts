import type { AnalyticsOverview, Metric } from '@sparklink/contract';
import { SESSION } from './daily-row';
import { oneDecimal, percentChange, pointsChange } from './numbers';
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

/** Which days a figure is read over: the whole window, its full days, or the days compared with them. */
type Span = 'current' | 'fullDays' | 'base';

async function sessionStats(figures: WindowFigures, span: Span): Promise<SessionStats> {
  const read = (dim: string) => figures[span](sessionFigure(dim)).then((rows) => viewsOf(rows, SESSION));
  const sessions = await read('total');
  if (sessions === 0) return { sessions, bounceRate: null, avgSessionDuration: null };
  return {
    sessions,
    bounceRate: oneDecimal(((await read('bounce')) / sessions) * 100),
    avgSessionDuration: Math.round((await read('duration')) / sessions),
  };
}

/**
 * `value` is the whole window, today so far included; `previous` the days it is compared with; and
 * `change` compares like with like (decision 053): the window's full days with as many days before
 * them, so a morning's partial today never reads as a fall. A 1-day window has nothing to compare.
 */
const metric = (
  value: number | null,
  full: number | null,
  base: number | null,
  days: number,
  change = percentChange,
): Metric =>
  days === 1 ? { value, previous: null, change: null } : { value, previous: base, change: change(full, base) };

/**
 * GET /api/analytics/overview (api-contract §7.3). Bounce rate is the percent of sessions with
 * exactly one view and nothing else done (decision 053: a click, a resume download or a gallery
 * view is engagement), its change in percentage points; average duration is in whole seconds,
 * from a session's first event to its last; both are null without sessions.
 */
export async function buildOverview(figures: WindowFigures): Promise<OverviewResponse> {
  const current = countsOf(await figures.current(TOTALS));
  const full = countsOf(await figures.fullDays(TOTALS));
  const base = countsOf(await figures.base(TOTALS));
  const [now, fullStats, baseStats] = [
    await sessionStats(figures, 'current'),
    await sessionStats(figures, 'fullDays'),
    await sessionStats(figures, 'base'),
  ];
  const days = figures.window.days;
  const count = (key: keyof Counts) => metric(current[key], full[key], base[key], days);
  const session = (key: keyof SessionStats, change = percentChange) =>
    metric(now[key], fullStats[key], baseStats[key], days, change);
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
      sessions: session('sessions'),
      bounceRate: session('bounceRate', pointsChange),
      avgSessionDuration: session('avgSessionDuration'),
    },
    topPages: await topPages(figures),
    topLinks: await topLinks(figures),
  };
}
