import { describe, expect, it } from 'vitest';
import { percentChange } from './percent-change';

describe('percentChange', () => {
  it('is the percent difference from the previous value with 1 decimal', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(4, 3)).toBe(33.3);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(7, 7)).toBe(0);
    expect(percentChange(0, 8)).toBe(-100);
  });

  it('is null when there was nothing in the previous period', () => {
    expect(percentChange(12, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});
