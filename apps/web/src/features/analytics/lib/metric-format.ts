import type { Language } from '@sparklink/contract/i18n';
import { numberFormat } from '../../../i18n/intl';

/** Shown where the server measured nothing (`value: null`, api-contract §7.3). */
export const NO_VALUE = '—';

/** The server sends rates as percentages (41.7), Intl expects fractions. */
export function formatPercent(lang: Language, value: number | null): string {
  return value === null
    ? NO_VALUE
    : numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

const unit = (lang: Language, name: 'hour' | 'minute' | 'second', value: number) =>
  numberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);

/** Seconds as "4m 5s", "45s", "1h 2m" (in French "4min 5s", in German "4 Min. 5 Sek."). */
export function formatDuration(lang: Language, seconds: number | null): string {
  if (seconds === null) return NO_VALUE;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${unit(lang, 'hour', hours)} ${unit(lang, 'minute', minutes)}`;
  if (minutes > 0) return `${unit(lang, 'minute', minutes)} ${unit(lang, 'second', rest)}`;
  return unit(lang, 'second', rest);
}

/** A measured count with the language's separators: 12,345 / 12 345 / 12.345. */
export function formatMetricCount(lang: Language, value: number | null): string {
  return value === null ? NO_VALUE : numberFormat(lang).format(value);
}
