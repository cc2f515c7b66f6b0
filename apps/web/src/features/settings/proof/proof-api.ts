import type { ConfirmIdentityInput, IdentityConfirmation } from '@sparklink/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/confirm-identity and its mailed code (decision 034). */

export const useConfirmIdentity = () =>
  useMutation({
    mutationFn: async (input: ConfirmIdentityInput) =>
      (await api<IdentityConfirmation>('POST', '/auth/confirm-identity', { body: input })).data,
  });

export const useSendConfirmCode = () =>
  useMutation({ mutationFn: () => api<null>('POST', '/auth/confirm-identity/email-code') });
