import type { Page } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagesKeys, reorderPages } from './pages-api';

/**
 * Shows the new order at once, then saves it with one call. On failure the list is fetched
 * again from the server (spec 2 §4) rather than rolled back to a copy that may be stale.
 */
export function useReorderPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPages,
    onMutate: async (pages) => {
      await queryClient.cancelQueries({ queryKey: pagesKeys.list });
      queryClient.setQueryData<Page[]>(
        pagesKeys.list,
        pages.map((page, order) => ({ ...page, order })),
      );
    },
    onSuccess: (pages) => {
      queryClient.setQueryData(pagesKeys.list, pages);
      // The list is already the server's answer; only page details may be stale.
      return queryClient.invalidateQueries({ queryKey: ['pages', 'detail'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: pagesKeys.all }),
  });
}
