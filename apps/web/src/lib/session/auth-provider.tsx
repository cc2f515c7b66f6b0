import type { User } from '@sparklink/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api-client';
import { AuthContext, type AuthState } from './auth-context';
import { fetchCurrentUser } from './current-user';
import { endServerSession } from './end-server-session';
import { clearStoredSession, readStoredSession, readToken, storeSession, storeUser } from './session-storage';

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read at the first render, so that render already shows the right screen: the sign-in screens
  // are prerendered for a visitor with no session and hydrated on that render (decision 038).
  // Prerendering runs outside a browser, where there is no storage and no session.
  const [session, setSession] = useState<{ token: string; user: User } | null>(() =>
    typeof window === 'undefined' ? null : readStoredSession(),
  );
  const refreshedOnStart = useRef(false);

  const refreshUser = useCallback(async () => {
    const token = readToken();
    if (!token) return;
    const user = await fetchCurrentUser();
    setSession((current) => {
      // Signed out, or signed in as someone else, while the call was on its way: keep that.
      if (current?.token !== token) return current;
      storeUser(user);
      return { ...current, user };
    });
  }, []);

  useEffect(() => {
    // The stored user may carry a tier that changed since it was saved (a payment, an expiry):
    // show it at once, then take the server's (spec 1 §4, issue 12). Once per load; a failure
    // keeps the stored user, and a 401 signs out through the API client.
    if (readToken() && !refreshedOnStart.current) {
      refreshedOnStart.current = true;
      refreshUser().catch(() => undefined);
    }
  }, [refreshUser]);

  const clearSession = useCallback(() => {
    clearStoredSession();
    setSession(null);
    queryClient.clear();
  }, [queryClient]);

  const signedOut = useCallback(() => {
    clearSession();
    void navigate('/login', { replace: true });
  }, [clearSession, navigate]);

  // Signing out ends this device's session on the server too (decision 034), without waiting for it.
  const logout = useCallback(() => {
    const token = readToken();
    if (token) endServerSession(token);
    signedOut();
  }, [signedOut]);

  // A 401 means the server ended the session already: only this browser's copy is left to clear.
  useEffect(() => {
    setUnauthorizedHandler(signedOut);
    return () => setUnauthorizedHandler(undefined);
  }, [signedOut]);

  const login = useCallback((token: string, user: User) => {
    storeSession(token, user);
    setSession({ token, user });
  }, []);

  const updateUser = useCallback((fields: Partial<User>) => {
    setSession((current) => {
      if (!current) return current;
      const user = { ...current.user, ...fields };
      storeUser(user);
      return { ...current, user };
    });
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isAuthenticated: Boolean(session?.token && session.user),
      login,
      updateUser,
      refreshUser,
      logout,
      clearSession,
    }),
    [session, login, updateUser, refreshUser, logout, clearSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
