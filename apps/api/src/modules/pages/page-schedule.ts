import { planFor, type Tier } from '@sparklink/contract';
import { toBool, toDate } from '../../db/values';

/** What deciding a page's schedule reads of it (the JSON rows of document reads hold ms or ISO text). */
export interface ScheduleState {
  is_published: boolean | number;
  publish_at?: Date | number | string | null;
  unpublish_at?: Date | number | string | null;
}

const instant = (value: Date | number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : toDate(value).getTime();

/**
 * Whether a published page is live at `now` (decision 056): its schedule is read only on a plan
 * with scheduledPublishing, so a downgraded owner's scheduled pages behave as plain published ones.
 */
export function isLiveAt(page: ScheduleState, tier: Tier, now: Date): boolean {
  if (!toBool(page.is_published)) return false;
  if (!planFor(tier).limits.scheduledPublishing) return true;
  return withinWindow(page.publish_at, page.unpublish_at, now);
}

/** Whether `now` falls in a schedule's window: from its start (included) to its end (excluded). */
export function withinWindow(start: ScheduleState['publish_at'], end: ScheduleState['publish_at'], now: Date): boolean {
  const at = now.getTime();
  const from = instant(start);
  const until = instant(end);
  return (from === null || from <= at) && (until === null || until > at);
}

/**
 * The first instant after `now` at which any of the owner's published pages appears or goes: a
 * document rendered now is valid until then and no longer (cache entries, stored documents).
 */
export function nextTransition(pages: ScheduleState[], tier: Tier, now: Date): Date | null {
  if (!planFor(tier).limits.scheduledPublishing) return null;
  let next: number | null = null;
  for (const page of pages) {
    if (!toBool(page.is_published)) continue;
    for (const value of [instant(page.publish_at), instant(page.unpublish_at)]) {
      if (value !== null && value > now.getTime() && (next === null || value < next)) next = value;
    }
  }
  return next === null ? null : new Date(next);
}

/** The earlier of two validity ends, null meaning none. */
export function earlier(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}
