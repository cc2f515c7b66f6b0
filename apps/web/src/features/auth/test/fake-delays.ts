import { vi } from 'vitest';

/**
 * Fakes setTimeout only (the spec's redirect delays). Testing Library recognises fake timers by a
 * global `jest`; with it, its waits advance the fake clock instead of hanging on it.
 */
export function fakeDelays() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
