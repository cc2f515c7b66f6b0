/** Percentages and changes have one decimal (api-contract §7.2, §7.3). */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** `part` as a percentage of `whole`; 0 when there is no whole. */
export const percentage = (part: number, whole: number): number => (whole > 0 ? oneDecimal((part / whole) * 100) : 0);

/** The percent difference from `previous`, or null when there is nothing to compare with. */
export function percentChange(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return oneDecimal(((value - previous) / previous) * 100);
}

/** The difference of two percentages in percentage points (a bounce rate from 40 to 50 is +10). */
export function pointsChange(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null) return null;
  return oneDecimal(value - previous);
}
