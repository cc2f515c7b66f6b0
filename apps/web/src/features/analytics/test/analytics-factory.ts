import type {
  ActivityEvent,
  ActivityPage,
  AnalyticsOverview,
  AnalyticsRange,
  AnalyticsTrends,
  DeviceStats,
  GeoStats,
  Metric,
  TrafficSources,
  TrendDay,
} from '@sparklink/contract';
import { SOURCE_LABELS, SOURCES } from '@sparklink/contract';

export const metric = (value: number | null, previous: number | null = 0, change: number | null = null): Metric => ({
  value,
  previous,
  change,
});

type Metrics = AnalyticsOverview['metrics'];

/** A period with nothing counted; `metrics` and the lists override it. */
export function anOverview(
  fields: Partial<Omit<AnalyticsOverview, 'metrics'>> & { metrics?: Partial<Metrics> } = {},
): AnalyticsOverview {
  const { metrics, ...rest } = fields;
  return {
    range: '30d',
    from: '2025-05-04',
    to: '2025-06-02',
    topPages: [],
    topLinks: [],
    ...rest,
    metrics: {
      totalViews: metric(0),
      uniqueVisitors: metric(0),
      profileViews: metric(0),
      pageViews: metric(0),
      galleryViews: metric(0),
      socialClicks: metric(0),
      resumeDownloads: metric(0),
      sessions: metric(0),
      bounceRate: metric(null, null),
      avgSessionDuration: metric(null, null),
      ...metrics,
    },
  };
}

/** `days` zero-filled days ending 2025-06-02, oldest first, with `counts` laid over the newest ones. */
export function someTrends(days: number, counts: Array<Partial<TrendDay>> = []): AnalyticsTrends {
  const end = Date.UTC(2025, 5, 2);
  const trends = Array.from({ length: days }, (_, index): TrendDay => {
    const date = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, profileViews: 0, pageViews: 0, galleryViews: 0, socialClicks: 0, totalViews: 0, uniqueVisitors: 0 };
  });
  counts.forEach((count, index) => Object.assign(trends[days - counts.length + index]!, count));
  return { trends, period: `${days} days` };
}

export function someSources(
  range: AnalyticsRange = '30d',
  sessions: Partial<Record<(typeof SOURCES)[number], number>> = {},
  referrers: TrafficSources['referrers'] = [],
): TrafficSources {
  const total = SOURCES.reduce((sum, source) => sum + (sessions[source] ?? 0), 0);
  return {
    range,
    totalSessions: total,
    sources: SOURCES.map((source) => ({
      source,
      label: SOURCE_LABELS[source],
      sessions: sessions[source] ?? 0,
      percentage: total === 0 ? 0 : Math.round(((sessions[source] ?? 0) / total) * 1000) / 10,
    })),
    referrers,
  };
}

export const noGeo = (): GeoStats => ({ geoStats: [], totalVisits: 0 });
export const noDevices = (): DeviceStats => ({ deviceStats: [], browserStats: [], osStats: [], totalVisits: 0 });

export const activityPage = (activity: ActivityEvent[] = [], nextBefore: string | null = null): ActivityPage => ({
  activity,
  nextBefore,
});
