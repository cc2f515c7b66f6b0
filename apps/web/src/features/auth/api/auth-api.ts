import type {
  EmailOnlyInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  Session,
  TwoFactorChallenge,
  TwoFactorRecoveryState,
  TwoFactorSession,
  TwoFactorVerifyInput,
  VerifyEmailInput,
} from '@sparklink/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The /api/auth calls of api-contract §2, as mutations: none of them is cached data. */

/** Today the server always asks for verification; a server that signs in at once sends a session. */
export type RegisterResult = Partial<Session> & { email?: string; requiresVerification?: boolean };
export type VerifyResult = Session & { isNewUser: boolean };

function post<T>(path: string, body: unknown) {
  return api<T>('POST', `/auth${path}`, { body });
}

/** With two-factor on, a sign-in answers a challenge first (decision 017). */
export type SignInResult<T extends Session = Session> = T | TwoFactorChallenge;

export const useLogin = () => useMutation({ mutationFn: (input: LoginInput) => post<SignInResult>('/login', input) });

export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterInput) => post<RegisterResult>('/register', input) });

export const useVerifyEmail = () =>
  useMutation({ mutationFn: (input: VerifyEmailInput) => post<VerifyResult>('/verify-email', input) });

export const useResendVerification = () =>
  useMutation({ mutationFn: (input: EmailOnlyInput) => post<null>('/resend-verification', input) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (input: EmailOnlyInput) => post<null>('/forgot-password', input) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordInput) => post<SignInResult>('/reset-password', input) });

/** Trades the one-time Google login ticket for a session. */
export const useExchangeTicket = () =>
  useMutation({ mutationFn: (ticket: string) => post<SignInResult<VerifyResult>>('/exchange', { ticket }) });

/** The second step: the challenge with a code from the app or a recovery code. */
export const useVerifyTwoFactor = () =>
  useMutation({ mutationFn: (input: TwoFactorVerifyInput) => post<TwoFactorSession>('/two-factor/verify', input) });

/** Recovery of a lost second factor, on the sign-in's open challenge (decision 034). */
export const useSendRecoveryCode = () =>
  useMutation({ mutationFn: (challenge: string) => post<null>('/two-factor/recovery/email-code', { challenge }) });

export const useStartRecovery = () =>
  useMutation({
    mutationFn: (input: { challenge: string; emailCode: string }) =>
      post<TwoFactorRecoveryState>('/two-factor/recovery', input),
  });

export const useCompleteRecovery = () =>
  useMutation({
    mutationFn: (challenge: string) => post<TwoFactorSession>('/two-factor/recovery/complete', { challenge }),
  });
