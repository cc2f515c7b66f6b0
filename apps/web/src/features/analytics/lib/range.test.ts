import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/use-t';
import { canExportCsv, parseRange, PREVIOUS_PERIODS, rangeNeedsUpgrade } from './range';

describe('analytics range', () => {
  it('reads the range from the address, 30d when missing or unknown', () => {
    expect(parseRange('7d')).toBe('7d');
    expect(parseRange('1y')).toBe('1y');
    expect(parseRange(null)).toBe('30d');
    expect(parseRange('14d')).toBe('30d');
    expect(parseRange('toString')).toBe('30d');
  });

  it('needs RISE or BLAZE for windows over 30 days and for the CSV', () => {
    expect(rangeNeedsUpgrade('30d', 'STARTER')).toBe(false);
    expect(rangeNeedsUpgrade('90d', 'STARTER')).toBe(true);
    expect(rangeNeedsUpgrade('1y', undefined)).toBe(true);
    expect(rangeNeedsUpgrade('1y', 'RISE')).toBe(false);
    expect(rangeNeedsUpgrade('90d', 'BLAZE')).toBe(false);
    expect(canExportCsv('STARTER')).toBe(false);
    expect(canExportCsv('RISE')).toBe(true);
  });

  it('names the period a change is measured against', () => {
    const { t } = translator();
    expect(t(PREVIOUS_PERIODS['7d'])).toBe('previous 7 days');
    expect(t(PREVIOUS_PERIODS['1y'])).toBe('previous year');
  });
});
