import { CSV_HEADER } from '@sparklink/contract';
import { dailyCounts } from './summary';
import type { WindowFigures } from './window-figures';

/** RFC 4180 line ends; every field is a date or a whole number, so nothing needs quoting. */
const LINE_END = '\r\n';

/** GET /api/analytics/export (api-contract §7.3): the header, then one row per day, oldest first. */
export async function buildCsv(figures: WindowFigures): Promise<string> {
  const rows = (await dailyCounts(figures)).map((day) =>
    [
      day.date,
      day.profileViews,
      day.pageViews,
      day.galleryViews,
      day.socialClicks,
      day.resumeDownloads,
      day.uniqueVisitors,
    ].join(','),
  );
  return [CSV_HEADER, ...rows].map((line) => line + LINE_END).join('');
}

/** `analytics-30d-2025-07-26.csv`: the window and the day it was exported. */
export const csvFileName = (figures: WindowFigures) => `analytics-${figures.window.label}-${figures.window.today}.csv`;
