import type {
  ActivityPage,
  AnalyticsOverview,
  AnalyticsRange,
  AnalyticsTrends,
  DeviceStats,
  GeoStats,
  TrafficSources,
} from '@sparklink/contract';
import { api } from '../../../lib/api-client';

/** Everything under one prefix, so Refresh can refetch the whole screen at once. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  ranged: (part: string, range: AnalyticsRange) => ['analytics', part, range] as const,
  activity: ['analytics', 'activity'] as const,
};

/** The range-bound reads of api-contract §7.2/§7.3, by the name the screen uses for them. */
export const RANGED_PATHS = {
  overview: '/analytics/overview',
  trends: '/analytics/trends',
  sources: '/analytics/sources',
  geo: '/analytics/geo',
  devices: '/analytics/devices',
} as const;

export interface RangedData {
  overview: AnalyticsOverview;
  trends: AnalyticsTrends;
  sources: TrafficSources;
  geo: GeoStats;
  devices: DeviceStats;
}
export type RangedPart = keyof RangedData;

export async function fetchRanged<P extends RangedPart>(
  part: P,
  range: AnalyticsRange,
  signal?: AbortSignal,
): Promise<RangedData[P]> {
  return (await api<RangedData[P]>('GET', `${RANGED_PATHS[part]}?range=${range}`, { signal })).data;
}

/** The activity page size the screen asks for (api-contract §7.3 allows 1 to 100). */
export const ACTIVITY_PAGE_SIZE = 20;

export async function fetchActivity(before: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  const cursor = before ? `&before=${encodeURIComponent(before)}` : '';
  return (await api<ActivityPage>('GET', `/analytics/activity?limit=${ACTIVITY_PAGE_SIZE}${cursor}`, { signal })).data;
}
