import type { ProfileData } from '@sparklink/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/profile, shared by the overview (completeness) and the profile screen. */
export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: async ({ signal }) => (await api<ProfileData>('GET', '/profile', { signal })).data,
});
