import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../settings-query';

/** The browser's IANA time zone: the default until the owner chooses one in Settings → Appearance. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The owner's time zone for schedules (decision 056): theirs once saved, else the browser's. */
export function useOwnerTimeZone(): string {
  return useQuery(settingsQueryOptions).data?.appearance.timeZone ?? browserTimeZone();
}

/** The wall-clock parts of an instant in a time zone. */
function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value (`2025-12-03T18:00`) in the time zone; '' for none. */
export function toLocalInput(iso: string, timeZone: string): string {
  if (!iso) return '';
  const p = partsIn(new Date(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The UTC instant of a wall-clock time in a time zone, as ISO; '' for none. The zone's offset is
 * found from a first guess and corrected once, which is exact outside the hour a clock skips.
 */
export function fromLocalInput(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (at: number) => {
    const p = partsIn(new Date(at), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first)).toISOString();
}

/** "Tue 3 Dec, 18:00" in the owner's time zone and language. */
export function formatScheduleDate(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
