import type { Page } from '@sparklink/contract';

/**
 * Where visitors see a page (spec 2 §2), or null when there is nothing there for them: the owner
 * has no username to put in the address yet, or the page is a draft or past the plan's page limit
 * (its public address answers 'Page Not Found', so viewing or sharing it would lead nowhere).
 */
export function publicPageUrl(
  username: string | null | undefined,
  page: Pick<Page, 'slug' | 'isPublished' | 'lockedByPlan'>,
): string | null {
  if (!username || !page.isPublished || page.lockedByPlan) return null;
  return `${window.location.origin}/public/${encodeURIComponent(username)}/pages/${encodeURIComponent(page.slug)}`;
}
