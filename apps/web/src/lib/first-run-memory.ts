import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the first-run checklist remembers per account, on this browser (decision 052): that the
 * owner dismissed it, and that they opened the share dialog or copied their link. The settings
 * table has one column per setting and no free-form JSON, so a server-side flag would need a
 * migration; localStorage keyed by the user's id keeps two owners of one browser apart.
 */
export type FirstRunFlag = 'dismissed' | 'shared';

const key = (userId: string, flag: FirstRunFlag) => `sparklink.firstRun.${flag}.${userId}`;

/** Same-tab writes: the storage event only reaches other tabs. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readFirstRunFlag(userId: string, flag: FirstRunFlag): boolean {
  try {
    return localStorage.getItem(key(userId, flag)) === 'true';
  } catch {
    return false;
  }
}

export function rememberFirstRunFlag(userId: string | undefined, flag: FirstRunFlag): void {
  if (!userId || readFirstRunFlag(userId, flag)) return;
  try {
    localStorage.setItem(key(userId, flag), 'true');
  } catch {
    // Storage full or blocked: the checklist simply asks again next time.
  }
  listeners.forEach((listener) => listener());
}

/** A flag and its setter, re-rendering when it changes in this tab or another. */
export function useFirstRunFlag(userId: string | undefined, flag: FirstRunFlag): [boolean, () => void] {
  const value = useSyncExternalStore(subscribe, () => (userId ? readFirstRunFlag(userId, flag) : false));
  const set = useCallback(() => rememberFirstRunFlag(userId, flag), [userId, flag]);
  return [value, set];
}
