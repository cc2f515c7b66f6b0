const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });

/**
 * Short relative times for activity lists: "just now", "2 min ago", "3 hr ago", "2 days ago",
 * then the date. A time slightly ahead of this browser's clock is "just now", not "in 2 s".
 */
export function relativeTime(iso: string, now: Date): string {
  const then = new Date(iso);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)} min ago`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)} hr ago`;
  const days = Math.floor(seconds / DAY);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return dayFormat.format(then);
}
