import type { CustomDomainState } from '@sparklink/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CUSTOM_DOMAIN_QUERY_KEY = ['custom-domain'] as const;
const PATH = '/settings/custom-domain';

/** GET /api/settings/custom-domain: whether the server offers it, whether the plan does, the domain. */
export const customDomainQueryOptions = queryOptions({
  queryKey: CUSTOM_DOMAIN_QUERY_KEY,
  queryFn: async ({ signal }) => (await api<CustomDomainState>('GET', PATH, { signal })).data,
});

/**
 * Connect (PUT), Check now (POST …/check) and Remove (DELETE) all answer the whole state, which
 * replaces the cached one: the screen shows what the server decided, never a guess.
 */
function useDomainChange<Input>(call: (input: Input) => Promise<CustomDomainState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => queryClient.setQueryData(CUSTOM_DOMAIN_QUERY_KEY, state),
  });
}

export const useConnectDomain = () =>
  useDomainChange(async (domain: string) => (await api<CustomDomainState>('PUT', PATH, { body: { domain } })).data);

export const useCheckDomain = () =>
  useDomainChange(async () => (await api<CustomDomainState>('POST', `${PATH}/check`)).data);

export const useRemoveDomain = () => useDomainChange(async () => (await api<CustomDomainState>('DELETE', PATH)).data);
