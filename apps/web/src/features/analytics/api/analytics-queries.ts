import type { AnalyticsRange } from '@sparklink/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { analyticsKeys, fetchActivity, fetchRanged, type RangedPart } from './analytics-api';

/** One range-bound read; `enabled` is false where the plan does not cover the range (no call is made). */
export function useRangedQuery<P extends RangedPart>(part: P, range: AnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.ranged(part, range),
    queryFn: ({ signal }) => fetchRanged(part, range, signal),
    enabled,
  });
}

/** Newer events arrive on their own now and then; older ones page in through `nextBefore`. */
const ACTIVITY_REFRESH_MS = 30_000;

export function useActivityFeed() {
  return useInfiniteQuery({
    queryKey: analyticsKeys.activity,
    queryFn: ({ pageParam, signal }) => fetchActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    refetchInterval: ACTIVITY_REFRESH_MS,
  });
}
