import type { Settings } from '@sparklink/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** GET /api/settings, shared by the settings screen and the dashboard shell (the theme). */
export const settingsQueryOptions = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: async ({ signal }) => (await api<Settings>('GET', '/settings', { signal })).data,
});
