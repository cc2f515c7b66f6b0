import { DELAYS, LIMITS, MESSAGES, UsernameFormatSchema, type UsernameCheck } from '@sparklink/contract';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export type UsernameStatus =
  { state: 'idle' } | { state: 'checking' } | { state: 'available' | 'taken' | 'error'; message: string };

const IDLE: UsernameStatus = { state: 'idle' };
const CHECKING: UsernameStatus = { state: 'checking' };

/**
 * Live availability of a new username (spec 1 §4), asked 500 ms after the last keystroke.
 * Idle when empty or unchanged, and when the format is wrong, because the field shows that rule.
 */
export function useUsernameAvailability(value: string, current: string | null): UsernameStatus {
  const candidate = value.trim();
  const unchanged = !candidate || candidate.toLowerCase() === (current ?? '').toLowerCase();
  const checkable = !unchanged && UsernameFormatSchema.safeParse(candidate).success;
  const [answer, setAnswer] = useState<{ username: string; status: UsernameStatus } | null>(null);

  useEffect(() => {
    if (!checkable) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let status: UsernameStatus;
      try {
        const query = `?username=${encodeURIComponent(candidate)}`;
        const { data } = await api<UsernameCheck>('GET', `/profile/check-username${query}`, {
          signal: controller.signal,
        });
        status = data.available
          ? { state: 'available', message: MESSAGES.usernameAvailable }
          : { state: 'taken', message: MESSAGES.usernameAlreadyTaken };
      } catch {
        status = { state: 'error', message: MESSAGES.usernameCheckFailed };
      }
      if (!controller.signal.aborted) setAnswer({ username: candidate, status });
    }, DELAYS.usernameDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [candidate, checkable]);

  if (unchanged) return IDLE;
  if (candidate.length < LIMITS.usernameMin) return { state: 'error', message: MESSAGES.usernameTooShort };
  if (!checkable) return IDLE;
  return answer?.username === candidate ? answer.status : CHECKING;
}
