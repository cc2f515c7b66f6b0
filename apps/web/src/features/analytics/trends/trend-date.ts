const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A trend row's date is a UTC day ("2025-06-02"); it reads "Jun 2" wherever the owner is. */
export function formatTrendDate(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}
