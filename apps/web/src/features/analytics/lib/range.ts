import { FREE_WINDOW_DAYS, planFor, RANGES, type AnalyticsRange } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';

export const DEFAULT_RANGE: AnalyticsRange = '30d';

/** The picker's names for the windows: "30 days". */
export const RANGE_LABELS: Record<AnalyticsRange, MessageId> = {
  '7d': 'analytics.range.label.7d',
  '30d': 'analytics.range.label.30d',
  '90d': 'analytics.range.label.90d',
  '1y': 'analytics.range.label.1y',
};

/** The window inside a sentence ("over the last 30 days"); word order and case differ by language. */
export const RANGE_PERIODS: Record<AnalyticsRange, MessageId> = {
  '7d': 'analytics.range.last.7d',
  '30d': 'analytics.range.last.30d',
  '90d': 'analytics.range.last.90d',
  '1y': 'analytics.range.last.1y',
};

/** "previous 30 days", "previous year": what a change is measured against. */
export const PREVIOUS_PERIODS: Record<AnalyticsRange, MessageId> = {
  '7d': 'analytics.range.previous.7d',
  '30d': 'analytics.range.previous.30d',
  '90d': 'analytics.range.previous.90d',
  '1y': 'analytics.range.previous.1y',
};

export const RANGE_OPTIONS = Object.keys(RANGES) as AnalyticsRange[];

/** The `?range=` of the address, so a reload or a shared link keeps the window; anything else is 30d. */
export function parseRange(value: string | null): AnalyticsRange {
  return value !== null && Object.hasOwn(RANGES, value) ? (value as AnalyticsRange) : DEFAULT_RANGE;
}

/** Windows over 30 days need `limits.analytics` (RISE or BLAZE); the same rule the server applies. */
export function rangeNeedsUpgrade(range: AnalyticsRange, tier: string | null | undefined): boolean {
  return RANGES[range] > FREE_WINDOW_DAYS && !planFor(tier).limits.analytics;
}

export function canExportCsv(tier: string | null | undefined): boolean {
  return planFor(tier).limits.analytics;
}
