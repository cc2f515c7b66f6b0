import {
  DELAYS,
  isTwoFactorChallenge,
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallenge,
} from '@sparklink/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { homeFor } from '../../../lib/first-run';
import { useExchangeTicket, type SignInResult, type VerifyResult } from '../api/auth-api';
import { decodeTicketClaims } from '../lib/decode-ticket';
import { useDelayedNavigate } from './use-delayed-navigate';

export type GoogleCallbackState =
  | { status: 'working' | 'success' | 'error'; message: string }
  /** Two-factor is on: the sign-in continues with this challenge (decision 017). */
  | { status: 'two-factor'; message: string; challenge: TwoFactorChallenge; linked: boolean };

/** Whether the URL is the Google redirect (api-contract §2) rather than a plain visit. */
export function hasGoogleParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('token') || params.has('google');
}

/**
 * Completes a Google sign-in once per mount (StrictMode runs effects twice; the ticket works once):
 * check the parameters, decode the ticket, exchange it, store the session, then go to /dashboard.
 * With two-factor on, the exchange answers a challenge and the screen asks for the code first.
 * A refused exchange shows the server's reason, else the Google fallback; an accepted one that
 * yields no usable session fails with 'Authentication failed' (spec 1 §8).
 */
export function useGoogleCallback({ redirectOnFailure }: { redirectOnFailure: boolean }): GoogleCallbackState {
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const { login } = useAuth();
  const { mutateAsync: exchange } = useExchangeTicket();
  const [state, setState] = useState<GoogleCallbackState>({ status: 'working', message: MESSAGES.completingAuth });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    // The ticket must not stay in the address bar or the history entry, whatever happens next.
    void navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });

    const fail = (message: string) => {
      setState({ status: 'error', message });
      if (redirectOnFailure) navigateLater('/login', DELAYS.afterGoogleFailureMs, { replace: true });
    };
    const ticket = params.get('token');
    if (!ticket || !params.get('google')) return fail(MESSAGES.missingOAuthParams);
    try {
      decodeTicketClaims(ticket);
    } catch (error) {
      return fail(errorMessage(error, MESSAGES.authenticationFailed));
    }
    exchange(ticket).then(
      // Typed as it may arrive: a success envelope is not bound to carry data.
      ({ data }: { data: SignInResult<VerifyResult> | null | undefined }) => {
        const linked = params.get('new_user') === 'true';
        if (data && isTwoFactorChallenge(data)) {
          const message = TWO_FACTOR_MESSAGES.secondStepRequired;
          return setState({ status: 'two-factor', message, challenge: data, linked });
        }
        // The exchange went through, but no session came of it, or it could not be stored.
        if (!data?.token || !data.user) return fail(MESSAGES.authenticationFailed);
        try {
          login(data.token, data.user);
        } catch (error) {
          return fail(errorMessage(error, MESSAGES.authenticationFailed));
        }
        setState({ status: 'success', message: linked ? MESSAGES.googleLinked : MESSAGES.googleLoginSuccess });
        navigateLater(homeFor(data.user), DELAYS.afterGoogleSuccessMs, { replace: true });
      },
      (error: unknown) => fail(errorMessage(error, MESSAGES.googleFailed)),
    );
  }, [location, navigate, navigateLater, login, exchange, redirectOnFailure]);

  return state;
}
