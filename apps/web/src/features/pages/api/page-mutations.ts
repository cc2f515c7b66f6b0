import type { Page } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPage, deletePage, pagesKeys, updatePage, type PageInput } from './pages-api';

/** After any write the list and every other 'pages' view (dashboard counts, search) refetch. */
function useRefreshPages() {
  const queryClient = useQueryClient();
  return (saved?: Page) => {
    if (saved) queryClient.setQueryData(pagesKeys.detail(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: pagesKeys.all });
  };
}

export function useCreatePage() {
  const refresh = useRefreshPages();
  return useMutation({ mutationFn: createPage, onSuccess: (page) => refresh(page) });
}

export function useUpdatePage() {
  const refresh = useRefreshPages();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PageInput }) => updatePage(id, input),
    onSuccess: (page) => refresh(page),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: pagesKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: pagesKeys.all });
    },
  });
}
