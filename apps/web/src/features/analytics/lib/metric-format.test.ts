import { describe, expect, it } from 'vitest';
import { formatDuration, formatMetricCount, formatPercent } from './metric-format';

describe('metric formats', () => {
  it('shows "—" for values the server could not measure', () => {
    expect(formatDuration('en', null)).toBe('—');
    expect(formatPercent('en', null)).toBe('—');
    expect(formatMetricCount('en', null)).toBe('—');
  });

  it('writes a session duration in minutes and seconds', () => {
    expect(formatDuration('en', 0)).toBe('0s');
    expect(formatDuration('en', 45)).toBe('45s');
    expect(formatDuration('en', 60)).toBe('1m 0s');
    expect(formatDuration('en', 245.4)).toBe('4m 5s');
    expect(formatDuration('en', 3725)).toBe('1h 2m');
  });

  it('writes rates with at most 1 decimal and counts with separators', () => {
    expect(formatPercent('en', 41.7)).toBe('41.7%');
    expect(formatPercent('en', 50)).toBe('50%');
    expect(formatMetricCount('en', 12345)).toBe('12,345');
  });

  it('writes them the way each language does', () => {
    expect(formatDuration('fr', 245)).toBe('4min 5s');
    expect(formatDuration('de', 245)).toBe('4 Min. 5 Sek.');
    expect(formatPercent('fr', 41.7)).toBe('41,7\u00a0%');
    expect(formatPercent('es', 41.7)).toBe('41,7\u00a0%');
    expect(formatMetricCount('fr', 12345)).toBe('12\u202f345');
    expect(formatMetricCount('de', 12345)).toBe('12.345');
  });
});
