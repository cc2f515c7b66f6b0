import { useQuery } from '@tanstack/react-query';
import { fetchResumeInfo, resumeKeys } from './resume-api';

export function useResumeInfo() {
  return useQuery({ queryKey: resumeKeys.info, queryFn: ({ signal }) => fetchResumeInfo(signal) });
}
