import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedBanner } from './use-timed-banner';

describe('useTimedBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears a message exactly 3 s after it is shown', () => {
    const { result } = renderHook(() => useTimedBanner());
    act(() => result.current[1]({ type: 'error', text: 'Username already taken' }));
    expect(result.current[0]).toEqual({ type: 'error', text: 'Username already taken' });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toEqual({ type: 'error', text: 'Username already taken' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('gives a newer message its own full 3 s', () => {
    const { result } = renderHook(() => useTimedBanner());
    act(() => result.current[1]({ type: 'error', text: 'First' }));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current[1]({ type: 'success', text: 'Second' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toEqual({ type: 'success', text: 'Second' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });
});
