import { MESSAGES, planFor, type SocialLink, type SocialLinkInput } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import { lockOwner } from '../../db/owner-lock';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { effectiveTier } from '../users/user.projection';
import type { UserRow } from '../users/user.repository';
import { toSocialLink } from './profile.projection';
import { updateProfileColumns } from './profile.repository';
import {
  deleteSocialLinks,
  insertSocialLink,
  listSocialLinkIds,
  listSocialLinks,
  updateSocialLink,
} from './social-links.repository';

/** The plan limit error: the message names the limit, `requiredTier` the next tier up. */
function assertWithinPlan(user: UserRow, count: number): void {
  const tier = effectiveTier(user);
  const limit = planFor(tier).limits.socialLinks;
  if (limit === null || count <= limit) return;
  throw tier === 'STARTER'
    ? new AppError('PLAN_LIMIT', MESSAGES.socialLinksLimitStarter, { requiredTier: 'RISE' })
    : new AppError('PLAN_LIMIT', MESSAGES.socialLinksLimitRise, { requiredTier: 'BLAZE' });
}

/** Sorted by `order`, ties (and missing orders) kept in array order; renumbered 0..n-1 by the caller. */
function inDisplayOrder(links: SocialLinkInput[]): SocialLinkInput[] {
  return links
    .map((link, index) => ({ link, index, order: link.order ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ link }) => link);
}

/**
 * PUT /api/profile/social-links, replace semantics in one transaction: an entry carrying one of
 * the caller's link ids updates that link (keeping its click history), any other entry creates a
 * link, and the caller's links missing from the list are deleted.
 */
export async function replaceSocialLinks(
  db: Kysely<DB>,
  user: UserRow,
  links: SocialLinkInput[],
): Promise<SocialLink[]> {
  assertWithinPlan(user, links.length);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    // One replacement at a time: two at once would each delete only the links they read and keep
    // both sets of inserts, passing the plan limit.
    await lockOwner(trx, user.id);
    await updateProfileColumns(trx, user.id, { updated_at: now });
    const unclaimed = new Set(await listSocialLinkIds(trx, user.id));
    for (const [sortOrder, link] of inDisplayOrder(links).entries()) {
      const values = { platform: link.platform, url: link.url, sortOrder, relMe: link.relMe };
      if (link.id && unclaimed.delete(link.id)) await updateSocialLink(trx, user.id, link.id, values, now);
      else await insertSocialLink(trx, user.id, values, now);
    }
    await deleteSocialLinks(trx, user.id, [...unclaimed]);
  });
  return (await listSocialLinks(db, user.id)).map(toSocialLink);
}
