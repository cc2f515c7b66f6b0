import { PLANS } from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import { yearlySavingLabel, yearlySavingPercent } from './yearly-saving';

describe('yearly saving', () => {
  it('is (12 × monthly − yearly) / (12 × monthly), rounded to a whole percent', () => {
    expect(yearlySavingPercent(PLANS.RISE)).toBe(17);
    expect(yearlySavingPercent({ monthlyPrice: 10, yearlyPrice: 90 })).toBe(25);
    expect(yearlySavingPercent(PLANS.STARTER)).toBe(0);
  });

  it('names one saving when the plans agree, the best one otherwise, none for free plans only', () => {
    expect(yearlySavingLabel(Object.values(PLANS))).toBe('Save 17%');
    expect(yearlySavingLabel([PLANS.RISE, { ...PLANS.BLAZE, yearlyPrice: 630 }])).toBe('Save up to 25%');
    expect(yearlySavingLabel([PLANS.STARTER])).toBeNull();
  });
});
