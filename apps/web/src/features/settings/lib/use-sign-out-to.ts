import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';

/**
 * Ends the session here and goes to `to` (a screen for signed-out visitors). Clearing the session
 * makes the dashboard's sign-in guard redirect to /login; flushSync lets that redirect start
 * first, so this navigation, started after it, is the one that lands.
 */
export function useSignOutTo() {
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    (to: string, state?: unknown) => {
      flushSync(clearSession);
      void navigate(to, { replace: true, state });
    },
    [clearSession, navigate],
  );
}
