import { describe, expect, it } from 'vitest';
import { daysInPeriodEnding, upgradeCredit } from './proration';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the credit for an upgrade (decision 040)', () => {
  it('is the unused whole days at the running plan’s daily price, rounded down to the pesewa', () => {
    // RISE monthly ending 31 March: its period began 28 February (31 days); 10 days unused.
    expect(daysInPeriodEnding(at('2027-03-31'), 'monthly')).toBe(31);
    expect(
      upgradeCredit(
        { tier: 'RISE', cycle: 'monthly', end: at('2027-03-31') },
        { tier: 'BLAZE', cycle: 'monthly' },
        at('2027-03-21'),
      ),
    ).toEqual({
      credit: 1129, // ⌊10 × 3500 / 31⌋
      unusedDays: 10,
      bonusDays: 0,
    });
  });

  it('counts a month clamped at its end by the days it really has (31 January → 28 February)', () => {
    expect(daysInPeriodEnding(at('2027-02-28'), 'monthly', at('2027-01-31'))).toBe(28);
    // Without its own start (periods paid ahead), counted back from the end: 28 January.
    expect(daysInPeriodEnding(at('2027-02-28'), 'monthly')).toBe(31);
    expect(
      upgradeCredit(
        { tier: 'RISE', cycle: 'monthly', start: at('2027-01-31'), end: at('2027-02-28') },
        { tier: 'BLAZE', cycle: 'monthly' },
        at('2027-02-14'),
      ),
    ).toEqual({
      credit: 1750, // ⌊14 × 3500 / 28⌋
      unusedDays: 14,
      bonusDays: 0,
    });
  });

  it('divides a year over 29 February by 366 days, and other years by 365', () => {
    expect(daysInPeriodEnding(at('2029-01-15'), 'yearly')).toBe(366);
    expect(daysInPeriodEnding(at('2028-01-15'), 'yearly')).toBe(365);
    expect(
      upgradeCredit(
        { tier: 'RISE', cycle: 'yearly', end: at('2029-01-15') },
        { tier: 'BLAZE', cycle: 'yearly' },
        at('2028-07-15'),
      ),
    ).toEqual({
      credit: 17595, // ⌊184 × 35000 / 366⌋
      unusedDays: 184,
      bonusDays: 0,
    });
  });

  it('never takes the charge below GH₵1: the rest of the credit becomes days of the higher plan', () => {
    // 360 of 365 days of RISE yearly unused (GH₵345.20) against a month of BLAZE (GH₵70, 31 days).
    expect(
      upgradeCredit(
        { tier: 'RISE', cycle: 'yearly', end: at('2028-01-15') },
        { tier: 'BLAZE', cycle: 'monthly' },
        at('2027-01-20'),
      ),
    ).toEqual({
      credit: 6900,
      unusedDays: 360,
      bonusDays: 122, // ⌊(34520 − 6900) × 31 / 7000⌋
    });
  });

  it('gives nothing for a period already over (a plan in its grace after a failed renewal)', () => {
    expect(
      upgradeCredit(
        { tier: 'RISE', cycle: 'monthly', end: at('2027-03-01') },
        { tier: 'BLAZE', cycle: 'monthly' },
        at('2027-03-02'),
      ),
    ).toEqual({
      credit: 0,
      unusedDays: 0,
      bonusDays: 0,
    });
  });
});
