import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/auth/account with the typed confirmation (api-contract §2). */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: () => api<null>('DELETE', '/auth/account', { body: { confirm: 'DELETE' } }) });

/** POST /api/auth/forgot-password: e-mails the signed-in user a code for /reset-password. */
export const useRequestPasswordCode = () =>
  useMutation({ mutationFn: (email: string) => api<null>('POST', '/auth/forgot-password', { body: { email } }) });
