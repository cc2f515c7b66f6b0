import type { SessionSummary } from '@sparklink/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../../lib/api-client';
import { useProof } from '../proof/proof-context';

/** Settings → Security: the devices signed in to the account (decision 034). */

const SESSIONS_KEY = ['auth', 'sessions'] as const;

export const sessionsQueryOptions = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: async ({ signal }) =>
    (await api<{ sessions: SessionSummary[] }>('GET', '/auth/sessions', { signal })).data.sessions,
});

/** Signing devices out needs a fresh proof: a stolen session must not lock the owner's devices out. */
function useSessionsMutation<Input, Output>(call: (input: Input) => Promise<ApiResult<Output>>) {
  const queryClient = useQueryClient();
  const { withProof } = useProof();
  return useMutation({
    mutationFn: (input: Input) => withProof(() => call(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useSignOutOthers = () =>
  useSessionsMutation<void, { signedOut: number }>(() =>
    api<{ signedOut: number }>('POST', '/auth/sessions/sign-out-others'),
  );

export const useSignOutDevice = () =>
  useSessionsMutation<string, null>((id) => api<null>('DELETE', `/auth/sessions/${encodeURIComponent(id)}`));
