import { MESSAGES, type ProfileData } from '@sparklink/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/**
 * GET /api/profile, shared by the overview (completeness) and the profile screen. A success
 * without data fails the load with the spec's message (spec 1 §8), which the screens then show.
 */
export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: async ({ signal }) => {
    const { data } = await api<ProfileData | null | undefined>('GET', '/profile', { signal });
    if (!data) throw new Error(MESSAGES.profileDataMissing);
    return data;
  },
});
