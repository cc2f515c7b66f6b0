import { dateFormat } from '../../i18n/intl';
import { translator } from '../../i18n/use-t';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Short relative times for activity lists: "just now", "2 min ago", "3 hr ago", "2 days ago",
 * then the date ("Jun 2"), in the active language: call it while rendering a component that uses
 * useT(), so a switch renders it again. A time slightly ahead of this browser's clock is "just
 * now", not "in 2 s".
 */
export function relativeTime(iso: string, now: Date): string {
  const { t, lang } = translator();
  const then = new Date(iso);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < MINUTE) return t('common.time.justNow');
  if (seconds < HOUR) return t('common.time.minutesAgo', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('common.time.hoursAgo', { count: Math.floor(seconds / HOUR) });
  const days = Math.floor(seconds / DAY);
  if (days < 7) return days === 1 ? t('common.time.yesterday') : t('common.time.daysAgo', { count: days });
  return dateFormat(lang, { month: 'short', day: 'numeric' }).format(then);
}
