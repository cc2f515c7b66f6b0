import { vi } from 'vitest';

/**
 * Stops `Date` (only: timers and I/O run as usual) at the start of the next whole second but one,
 * so a schedule's "one second before" is exact. Answers that instant in ms; the caller restores the
 * real clock with vi.useRealTimers() after each test.
 */
export function freezeDateOnWholeSecond(): number {
  const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return start;
}
