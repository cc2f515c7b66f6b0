import type { Page } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The owner's pages, for the overview count and the search box. Keyed under 'pages' so that
 * anything invalidating the pages refreshes these too.
 */
export function useOwnerPagesQuery() {
  return useQuery({
    queryKey: ['pages', 'dashboard-list'],
    queryFn: async ({ signal }) => (await api<{ pages: Page[] }>('GET', '/pages', { signal })).data.pages,
  });
}
