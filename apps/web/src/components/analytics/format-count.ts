const count = new Intl.NumberFormat('en');

/** A measured count with thousands separators: 12,345. */
export function formatCount(value: number): string {
  return count.format(value);
}
