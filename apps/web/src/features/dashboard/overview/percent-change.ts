/**
 * The change from `previous` to `current` in percent with 1 decimal, or null when `previous` is 0
 * (api-contract §7.3: the same rule the server applies to the analytics overview's metrics).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
