import { planFor, type Tier } from '@sparklink/contract';
import { toBool } from '../../db/values';
import { isLiveAt, nextTransition, type ScheduleState } from '../pages/page-schedule';

/** What deciding a link's visibility reads of it (the JSON rows of document reads hold ms or ISO text). */
export interface LinkState {
  is_enabled: boolean | number;
  starts_at: ScheduleState['publish_at'];
  ends_at: ScheduleState['publish_at'];
}

/** A link's switch and window read as a page's publish flag and schedule: one rule for both (decision 059). */
const asSchedule = (link: LinkState): ScheduleState => ({
  is_published: link.is_enabled,
  publish_at: link.starts_at,
  unpublish_at: link.ends_at,
});

/**
 * The links the public sees at `now` (decision 059), in order: the switched-on links, the first N
 * of them by order (N the plan's limit, api-contract §8.1), then those whose window holds `now`.
 * As for pages (decision 056) a scheduled link takes its place under the cap from its save, and
 * below BLAZE its schedule is kept but read as none: the link shows while switched on.
 */
export function linksShownAt<Link extends LinkState>(links: Link[], tier: Tier, now: Date): Link[] {
  const enabled = links.filter((link) => toBool(link.is_enabled));
  const limit = planFor(tier).limits.socialLinks;
  const capped = limit === null ? enabled : enabled.slice(0, limit);
  return capped.filter((link) => isLiveAt(asSchedule(link), tier, now));
}

/** The first instant after `now` at which one of the owner's switched-on links appears or goes. */
export function nextLinkTransition(links: LinkState[], tier: Tier, now: Date): Date | null {
  return nextTransition(links.map(asSchedule), tier, now);
}
