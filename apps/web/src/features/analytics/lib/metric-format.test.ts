import { describe, expect, it } from 'vitest';
import { formatDuration, formatMetricCount, formatPercent } from './metric-format';

describe('metric formats', () => {
  it('shows "—" for values the server could not measure', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatPercent(null)).toBe('—');
    expect(formatMetricCount(null)).toBe('—');
  });

  it('writes a session duration in minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(60)).toBe('1m 0s');
    expect(formatDuration(245.4)).toBe('4m 5s');
    expect(formatDuration(3725)).toBe('1h 2m');
  });

  it('writes rates with at most 1 decimal and counts with separators', () => {
    expect(formatPercent(41.7)).toBe('41.7%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatMetricCount(12345)).toBe('12,345');
  });
});
