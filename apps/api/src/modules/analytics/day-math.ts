const DAY_MS = 86_400_000;

/** 00:00 UTC of a YYYY-MM-DD day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The day `count` days after (or, when negative, before) `day`. */
export const addDays = (day: string, count: number): string =>
  new Date(dayStart(day).getTime() + count * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  const last = dayStart(to).getTime();
  for (let at = dayStart(from).getTime(); at <= last; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
