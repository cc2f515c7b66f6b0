import { describe, expect, it } from 'vitest';
import { addMonths, changeFor, isLowerTier, periodEnd, pricePesewas } from './periods';

/** api-contract §9 billing model: calendar months with month-end clamping, and what a payment does. */

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it.each([
    ['2025-01-15T10:30:00.000Z', 1, '2025-02-15T10:30:00.000Z'],
    ['2025-01-31T08:00:00.000Z', 1, '2025-02-28T08:00:00.000Z'],
    ['2024-01-31T08:00:00.000Z', 1, '2024-02-29T08:00:00.000Z'],
    ['2025-03-31T23:59:59.999Z', 1, '2025-04-30T23:59:59.999Z'],
    ['2025-12-31T00:00:00.000Z', 1, '2026-01-31T00:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 12, '2025-02-28T12:00:00.000Z'],
    ['2025-05-31T12:00:00.000Z', 12, '2026-05-31T12:00:00.000Z'],
  ])('%s + %i month(s) = %s', (from, months, expected) => {
    expect(addMonths(at(from), months).toISOString()).toBe(expected);
  });

  it('a yearly period is twelve calendar months, a monthly one one', () => {
    expect(periodEnd(at('2025-01-31T00:00:00.000Z'), 'monthly').toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(periodEnd(at('2025-01-31T00:00:00.000Z'), 'yearly').toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});

describe('changeFor', () => {
  const now = at('2025-07-26T10:15:00.000Z');
  const runningEnd = at('2025-08-10T00:00:00.000Z');

  it('no subscription running: a period starts now', () => {
    expect(changeFor({ tier: 'RISE', cycle: 'monthly' }, undefined, now)).toEqual({
      kind: 'start',
      start: now,
      end: at('2025-08-26T10:15:00.000Z'),
    });
  });

  it('the same tier: the new period is added after the current end', () => {
    expect(changeFor({ tier: 'RISE', cycle: 'yearly' }, { tier: 'RISE', end: runningEnd }, now)).toEqual({
      kind: 'extend',
      end: at('2026-08-10T00:00:00.000Z'),
    });
  });

  it('a higher tier starts now; a lower paid tier while a higher runs is refused', () => {
    expect(changeFor({ tier: 'BLAZE', cycle: 'monthly' }, { tier: 'RISE', end: runningEnd }, now)).toEqual({
      kind: 'upgrade',
      start: now,
      end: at('2025-08-26T10:15:00.000Z'),
    });
    expect(changeFor({ tier: 'RISE', cycle: 'yearly' }, { tier: 'BLAZE', end: runningEnd }, now)).toEqual({
      kind: 'lower',
    });
  });
});

describe('prices and ranks', () => {
  it('charges the plan in pesewas', () => {
    expect(pricePesewas('RISE', 'monthly')).toBe(3_500);
    expect(pricePesewas('RISE', 'yearly')).toBe(35_000);
    expect(pricePesewas('BLAZE', 'monthly')).toBe(7_000);
    expect(pricePesewas('BLAZE', 'yearly')).toBe(70_000);
  });

  it('orders STARTER < RISE < BLAZE', () => {
    expect(isLowerTier('RISE', 'BLAZE')).toBe(true);
    expect(isLowerTier('STARTER', 'RISE')).toBe(true);
    expect(isLowerTier('BLAZE', 'RISE')).toBe(false);
    expect(isLowerTier('RISE', 'RISE')).toBe(false);
  });
});
