import { planFor, type Tier } from '@sparklink/contract';
import { toBool } from '../../db/values';
import type { PageRow } from './pages.repository';
import { isLiveAt } from './page-schedule';

/** What deciding a page's visibility reads of it. */
type PageState = Pick<PageRow, 'id' | 'is_published' | 'is_password_protected'> &
  Partial<Pick<PageRow, 'publish_at' | 'unpublish_at'>>;

/**
 * Which pages the public may see after a downgrade (api-contract §4 "Downgrade"): the first N
 * published pages by order, N being the plan's limit, and never a protected page on a plan
 * without password protection. Nothing is deleted; the owner sees the rest as lockedByPlan.
 * A scheduled page counts towards N from the moment it is saved (decision 056); `now` then drops
 * the pages not live at that instant. The owner's own view passes null: no schedule applies.
 */
export function publiclyServedIds(pages: PageState[], tier: Tier, now: Date | null): Set<string> {
  const { limits } = planFor(tier);
  const published = pages.filter((page) => toBool(page.is_published));
  const capped = limits.pages === null ? published : published.slice(0, limits.pages);
  return new Set(
    capped
      .filter((page) => limits.passwordProtection || !toBool(page.is_password_protected))
      .filter((page) => now === null || isLiveAt(page, tier, now))
      .map((page) => page.id),
  );
}

/** A page the owner published that the public cannot see because of the plan. */
export function isLockedByPlan(page: PageState, served: Set<string>): boolean {
  return toBool(page.is_published) && !served.has(page.id);
}
