import { useQuery } from '@tanstack/react-query';
import { fetchPage, fetchPages, pagesKeys } from './pages-api';

export function usePagesQuery() {
  return useQuery({ queryKey: pagesKeys.list, queryFn: ({ signal }) => fetchPages(signal) });
}

export function usePageQuery(id: string) {
  return useQuery({ queryKey: pagesKeys.detail(id), queryFn: ({ signal }) => fetchPage(id, signal) });
}
