import { planFor, type Tier } from '@sparklink/contract';
import { toBool } from '../../db/values';
import type { PageRow } from './pages.repository';

/** What deciding a page's visibility reads of it. */
type PageState = Pick<PageRow, 'id' | 'is_published' | 'is_password_protected'>;

/**
 * Which pages the public may see after a downgrade (api-contract §4 "Downgrade"): the first N
 * published pages by order, N being the plan's limit, and never a protected page on a plan
 * without password protection. Nothing is deleted; the owner sees the rest as lockedByPlan.
 */
export function publiclyServedIds(pages: PageState[], tier: Tier): Set<string> {
  const { limits } = planFor(tier);
  const published = pages.filter((page) => toBool(page.is_published));
  const capped = limits.pages === null ? published : published.slice(0, limits.pages);
  return new Set(
    capped.filter((page) => limits.passwordProtection || !toBool(page.is_password_protected)).map((page) => page.id),
  );
}

/** A page the owner published that the public cannot see because of the plan. */
export function isLockedByPlan(page: PageState, served: Set<string>): boolean {
  return toBool(page.is_published) && !served.has(page.id);
}
