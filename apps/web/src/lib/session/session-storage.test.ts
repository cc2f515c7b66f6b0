import { describe, expect, it, vi } from 'vitest';
import { readStoredSession, storeSession } from './session-storage';

const user = { id: 'u1', email: 'ama@example.com' } as never;

describe('stored session', () => {
  it('restores a session only when both token and user are present', () => {
    expect(readStoredSession()).toBeNull();
    storeSession('tok', user);
    expect(readStoredSession()).toEqual({ token: 'tok', user });
    localStorage.removeItem('token');
    expect(readStoredSession()).toBeNull();
  });

  it('clears both keys and logs the spec message when the stored user is corrupt', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to parse stored user data');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
