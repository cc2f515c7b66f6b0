import type { User } from '@sparklink/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api-client';
import { AuthContext, type AuthState } from './auth-context';
import { clearStoredSession, readStoredSession, storeSession, storeUser } from './session-storage';

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<{ token: string; user: User } | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setSession(readStoredSession());
    setLoading(false);
  }, []);

  const clearSession = useCallback(() => {
    clearStoredSession();
    setSession(null);
    queryClient.clear();
  }, [queryClient]);

  const logout = useCallback(() => {
    clearSession();
    void navigate('/login', { replace: true });
  }, [clearSession, navigate]);

  useEffect(() => {
    setUnauthorizedHandler(logout);
    return () => setUnauthorizedHandler(undefined);
  }, [logout]);

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
      loading,
      isAuthenticated: Boolean(session?.token && session.user),
      login,
      updateUser,
      logout,
      clearSession,
    }),
    [session, loading, login, updateUser, logout, clearSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
