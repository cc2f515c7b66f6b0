import type { AnalyticsSummary } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The overview's window (spec 1 §9: trend window default 30 days). */
export const SUMMARY_DAYS = 30;

/** GET /api/analytics/summary: the performance cards, recent activity and the Analytics Hub figure. */
export function useAnalyticsSummaryQuery() {
  return useQuery({
    queryKey: ['analytics', 'summary', SUMMARY_DAYS],
    queryFn: async ({ signal }) =>
      (await api<AnalyticsSummary>('GET', `/analytics/summary?days=${SUMMARY_DAYS}`, { signal })).data,
  });
}
