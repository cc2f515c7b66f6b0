import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many gallery items the owner has; one item is enough to read `totalCount`. */
export function useGalleryCountQuery() {
  return useQuery({
    queryKey: ['gallery', 'dashboard-count'],
    queryFn: async ({ signal }) =>
      (await api<{ totalCount: number }>('GET', '/gallery?limit=1', { signal })).data.totalCount,
  });
}
