import { FREE_WINDOW_DAYS, planFor, RANGES, type AnalyticsRange } from '@sparklink/contract';

export const DEFAULT_RANGE: AnalyticsRange = '30d';

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
};

export const RANGE_OPTIONS = Object.keys(RANGES) as AnalyticsRange[];

/** The `?range=` of the address, so a reload or a shared link keeps the window; anything else is 30d. */
export function parseRange(value: string | null): AnalyticsRange {
  return value !== null && Object.hasOwn(RANGES, value) ? (value as AnalyticsRange) : DEFAULT_RANGE;
}

/** "previous 30 days", "previous year": what a change is measured against. */
export function previousPeriod(range: AnalyticsRange): string {
  return range === '1y' ? 'previous year' : `previous ${RANGE_LABELS[range]}`;
}

/** Windows over 30 days need `limits.analytics` (RISE or BLAZE); the same rule the server applies. */
export function rangeNeedsUpgrade(range: AnalyticsRange, tier: string | null | undefined): boolean {
  return RANGES[range] > FREE_WINDOW_DAYS && !planFor(tier).limits.analytics;
}

export function canExportCsv(tier: string | null | undefined): boolean {
  return planFor(tier).limits.analytics;
}
