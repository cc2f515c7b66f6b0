import { useQuery } from '@tanstack/react-query';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { profileQueryOptions } from '../../../lib/profile-query';
import { useGalleryCountQuery } from '../api/gallery-count-query';
import { useAnalyticsSummaryQuery } from './analytics-summary-query';

/**
 * The overview's parallel loads (spec 1 §2). Each part shows its own failure by staying empty;
 * only when every one failed is there nothing to show, and the screen says so.
 */
export function useOverviewLoad() {
  const queries = [
    useQuery(profileQueryOptions),
    useOwnerPagesQuery(),
    useGalleryCountQuery(),
    useAnalyticsSummaryQuery(),
  ];
  return {
    failed: queries.every((query) => query.isError),
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}
