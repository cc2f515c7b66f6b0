import { DATA_EXPORT_MESSAGES as M, planFor, type LeftOut, type Tier } from '@sparklink/contract';
import { withinWindow } from '../pages/page-schedule';

/** An archived item's window, as pages (publishAt/unpublishAt) and links (startsAt/endsAt) name it. */
interface Window {
  start?: string | null;
  end?: string | null;
}

export interface ImportedSchedule {
  /** The times to store: the archive's, or none. */
  start: string | null;
  end: string | null;
  /** Whether the item may come in shown, as the archive had it. */
  shown: boolean;
  /** What to report when the schedule could not come along. */
  leftOut: Pick<LeftOut, 'reason'> | null;
}

/**
 * A page's or link's schedule on import (decisions 056, 059). On a plan that runs schedules it
 * comes as it was. Elsewhere it is dropped and reported, and the item comes in shown only if it
 * was showing at the import: a schedule that no longer fires must not bring back what had ended
 * or put up early what had not begun.
 */
export function importedSchedule(
  tier: Tier,
  shown: boolean,
  { start, end }: Window,
  now = new Date(),
): ImportedSchedule {
  const times = { start: start ?? null, end: end ?? null };
  if (!times.start && !times.end) return { ...times, shown, leftOut: null };
  if (planFor(tier).limits.scheduledPublishing) return { ...times, shown, leftOut: null };
  return {
    start: null,
    end: null,
    shown: shown && withinWindow(times.start, times.end, now),
    leftOut: { reason: M.leftScheduleNeedsPlan },
  };
}
