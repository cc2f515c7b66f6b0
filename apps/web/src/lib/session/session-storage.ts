import { MESSAGES, STORAGE_KEYS, type User } from '@sparklink/contract';

/**
 * The session lives in localStorage under `token` and `user` (spec 1 §3). A stored user that
 * cannot be parsed clears both keys: half a session is no session.
 */
export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function readStoredSession(): { token: string; user: User } | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as User;
    if (!user || typeof user !== 'object' || typeof user.email !== 'string') throw new Error('not a user');
    return { token, user };
  } catch {
    console.error(MESSAGES.corruptStoredUser);
    clearStoredSession();
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}
