import type { Page } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The owner's pages: one cache entry shared by the pages screen, the overview and the search box. */
export const ownerPagesKey = ['pages', 'list'] as const;

export async function fetchOwnerPages(signal?: AbortSignal): Promise<Page[]> {
  return (await api<{ pages: Page[] }>('GET', '/pages', { signal })).data.pages;
}

export function useOwnerPagesQuery() {
  return useQuery({ queryKey: ownerPagesKey, queryFn: ({ signal }) => fetchOwnerPages(signal) });
}
