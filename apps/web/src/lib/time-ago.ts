import { relativeTimeFormat } from '../i18n/intl';
import { translator } from '../i18n/use-t';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday"; anything under a minute is "just now". In the active language:
 * call it while rendering a component that uses useT(), so a switch renders it again.
 */
export function timeAgo(iso: string, now = Date.now()): string {
  const { t, lang } = translator();
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return t('common.time.justNow');
}
