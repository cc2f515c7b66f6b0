import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProof } from '../proof/proof-context';

/** DELETE /api/auth/account with the typed confirmation (api-contract §2), after a fresh proof (decision 034). */
export function useDeleteAccount() {
  const { withProof } = useProof();
  return useMutation({
    mutationFn: () => withProof(() => api<null>('DELETE', '/auth/account', { body: { confirm: 'DELETE' } })),
  });
}

/** POST /api/auth/forgot-password: e-mails the signed-in user a code for /reset-password. */
export const useRequestPasswordCode = () =>
  useMutation({ mutationFn: (email: string) => api<null>('POST', '/auth/forgot-password', { body: { email } }) });
