import { useQuery } from '@tanstack/react-query';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { profileQueryOptions } from '../../../lib/profile-query';
import { useGalleryCountQuery } from '../api/gallery-count-query';
import { useAnalyticsSummaryQuery } from './analytics-summary-query';

/**
 * The overview's parallel loads (spec 1 §2). Each part shows its own failure by staying empty;
 * only when every one failed is there nothing to show, and the screen says so: `error` is then the
 * first failure that carries a message (the server's, spec 1 §8), else the first failure.
 */
export function useOverviewLoad() {
  const queries = [
    useQuery(profileQueryOptions),
    useOwnerPagesQuery(),
    useGalleryCountQuery(),
    useAnalyticsSummaryQuery(),
  ];
  const failed = queries.every((query) => query.isError);
  const errors = queries.map((query) => query.error);
  return {
    error: failed ? (errors.find((error) => error?.message) ?? errors[0] ?? null) : null,
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}
