import type { User } from '@sparklink/contract';
import { api } from '../api-client';

/** GET /api/auth/me: the signed-in user as the server sees it now (effective tier included). */
export async function fetchCurrentUser(): Promise<User> {
  return (await api<{ user: User }>('GET', '/auth/me')).data.user;
}
