import type { DisableTwoFactorInput, RecoveryCodes, SecurityStatus, TwoFactorSetup } from '@sparklink/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { useProof } from '../proof/proof-context';

/** Settings → Security: how the account signs in, and two-factor on and off (decisions 017, 034). */

export const SECURITY_KEY = ['auth', 'security'] as const;

export const securityQueryOptions = queryOptions({
  queryKey: SECURITY_KEY,
  queryFn: async ({ signal }) => (await api<SecurityStatus>('GET', '/auth/security', { signal })).data,
});

/** Setting up a second factor needs a fresh proof of identity. */
export function useStartTwoFactorSetup() {
  const { withProof } = useProof();
  return useMutation({
    mutationFn: () => withProof(async () => (await api<TwoFactorSetup>('POST', '/auth/two-factor/setup')).data),
  });
}

/** Each changes what the security query says, so each refreshes it. */
function useSecurityMutation<Input, Output>(method: 'POST' | 'DELETE', path: string, proof: boolean) {
  const queryClient = useQueryClient();
  const { withProof } = useProof();
  return useMutation({
    mutationFn: (body: Input) => {
      const call = async () => (await api<Output>(method, `/auth/two-factor/${path}`, { body })).data;
      return proof ? withProof(call) : call();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

export const useEnableTwoFactor = () => useSecurityMutation<{ code: string }, RecoveryCodes>('POST', 'enable', true);
/** Turning off carries its own proofs (password or mailed code, and a code from the app). */
export const useDisableTwoFactor = () => useSecurityMutation<DisableTwoFactorInput, null>('POST', 'disable', false);
export const useRenewRecoveryCodes = () =>
  useSecurityMutation<undefined, RecoveryCodes>('POST', 'recovery-codes', true);
/** A signed-in owner stops a requested removal of the second factor. */
export const useCancelRecovery = () => useSecurityMutation<undefined, null>('DELETE', 'recovery', false);

export const useSendDisableCode = () =>
  useMutation({ mutationFn: () => api<null>('POST', '/auth/two-factor/disable/email-code') });

/** The server's message for one field of a refused form, if it named that field. */
export function fieldMessage(error: unknown, path: string): string | undefined {
  return error instanceof ApiError ? error.errors.find((e) => e.path === path)?.message : undefined;
}
