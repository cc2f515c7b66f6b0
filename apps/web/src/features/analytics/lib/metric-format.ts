import { formatCount } from '../../../components/analytics/format-count';

/** Shown where the server measured nothing (`value: null`, api-contract §7.3). */
export const NO_VALUE = '—';

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export function formatPercent(value: number | null): string {
  return value === null ? NO_VALUE : `${percent.format(value)}%`;
}

/** Seconds as "4m 5s", "45s", "1h 2m". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return NO_VALUE;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}

export function formatMetricCount(value: number | null): string {
  return value === null ? NO_VALUE : formatCount(value);
}
