import type { DisableTwoFactorInput, RecoveryCodes, SecurityStatus, TwoFactorSetup } from '@sparklink/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

/** Settings → Security: how the account signs in, and two-factor on and off (decision 017). */

const SECURITY_KEY = ['auth', 'security'] as const;

export const securityQueryOptions = queryOptions({
  queryKey: SECURITY_KEY,
  queryFn: async ({ signal }) => (await api<SecurityStatus>('GET', '/auth/security', { signal })).data,
});

export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: async () => (await api<TwoFactorSetup>('POST', '/auth/two-factor/setup')).data });

/** Both change what the security query says, so both refresh it. */
function useSecurityMutation<Input, Output>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Input) => (await api<Output>('POST', `/auth/two-factor/${path}`, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

export const useEnableTwoFactor = () => useSecurityMutation<{ code: string }, RecoveryCodes>('enable');
export const useDisableTwoFactor = () => useSecurityMutation<DisableTwoFactorInput, null>('disable');

export const useSendDisableCode = () =>
  useMutation({ mutationFn: () => api<null>('POST', '/auth/two-factor/disable/email-code') });

/** The server's message for one field of a refused form, if it named that field. */
export function fieldMessage(error: unknown, path: string): string | undefined {
  return error instanceof ApiError ? error.errors.find((e) => e.path === path)?.message : undefined;
}
