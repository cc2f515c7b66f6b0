import { useQuery } from '@tanstack/react-query';
import { fetchPage, pagesKeys } from './pages-api';

export function usePageQuery(id: string) {
  return useQuery({ queryKey: pagesKeys.detail(id), queryFn: ({ signal }) => fetchPage(id, signal) });
}
