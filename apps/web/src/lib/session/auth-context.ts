import { MESSAGES, type User } from '@sparklink/contract';
import { createContext, useContext } from 'react';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  login(token: string, user: User): void;
  /** Merges fields into the signed-in user and re-saves it; does nothing when signed out. */
  updateUser(fields: Partial<User>): void;
  /**
   * Reads the user again from GET /api/auth/me and stores it, so every tier gate follows the
   * server (after a verified payment, for one). Rejects when the call fails; a 401 also signs out.
   */
  refreshUser(): Promise<void>;
  logout(): void;
  /** Clears the session without navigating (account deletion, a 401). */
  clearSession(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error(MESSAGES.useAuthOutsideProvider);
  return state;
}
