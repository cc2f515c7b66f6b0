import { isCheckableAddress, LINK_RECHECK_DAYS, type LinkVerification } from '@sparklink/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toIsoOrNull } from '../../db/values';
import type { SocialLinkRow } from '../profile/social-links.repository';
import type { LinkCheckOutcome } from './link-check';

type Db = Kysely<DB> | Transaction<DB>;
const DAY_MS = 86_400_000;
/** A pending check older than this was lost (its process stopped): the job takes it. */
export const LOST_CHECK_MS = 10 * 60_000;

/** A link's check as the owner reads it; a check of an address since changed is no check. */
export function toLinkVerification(
  row: Pick<SocialLinkRow, 'url' | 'verify_status' | 'verify_reason' | 'verify_url' | 'verify_checked_at'>,
): LinkVerification | null {
  if (!row.verify_status || row.verify_url !== row.url) return null;
  const pending = row.verify_status === 'pending';
  return {
    status: row.verify_status as LinkVerification['status'],
    reason: row.verify_status === 'failed' ? (row.verify_reason as LinkVerification['reason']) : null,
    checkedAt: pending ? null : toIsoOrNull(row.verify_checked_at),
  };
}

/**
 * After a save: the owner's web links never checked at their current address become pending
 * (answered as "Checking…" at once); the caller checks them right after. Answers their ids.
 */
export async function markUncheckedPending(db: Db, userId: string, now: Date): Promise<string[]> {
  const links = await db
    .selectFrom('social_links')
    .select(['id', 'url', 'verify_status', 'verify_url'])
    .where('user_id', '=', userId)
    .execute();
  const due = links.filter(
    (link) => isCheckableAddress(link.url) && (!link.verify_status || link.verify_url !== link.url),
  );
  for (const link of due) await markPending(db, userId, link.id, link.url, now);
  return due.map((link) => link.id);
}

export async function markPending(db: Db, userId: string, id: string, url: string, now: Date): Promise<void> {
  await db
    .updateTable('social_links')
    .set({ verify_status: 'pending', verify_reason: null, verify_url: url, verify_checked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** The link and its owner's name, for a check. */
export function linkToCheck(db: Db, id: string) {
  return db
    .selectFrom('social_links')
    .innerJoin('users', 'users.id', 'social_links.user_id')
    .select([
      'social_links.id',
      'social_links.user_id',
      'social_links.url',
      'social_links.verify_status',
      'users.username',
    ])
    .where('social_links.id', '=', id)
    .executeTakeFirst();
}

/**
 * Stores a check's outcome, only if the link still has the address that was checked (the owner
 * may have changed it meanwhile). Answers whether the public page's check mark changed.
 */
export async function recordOutcome(
  db: Db,
  id: string,
  url: string,
  before: string | null,
  outcome: LinkCheckOutcome,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('social_links')
    .set({
      verify_status: outcome.status,
      verify_reason: outcome.status === 'failed' ? outcome.reason : null,
      verify_url: url,
      verify_checked_at: now,
    })
    .where('id', '=', id)
    .where('url', '=', url)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 && (before === 'verified') !== (outcome.status === 'verified');
}

/**
 * Links the scheduled job checks: BLAZE owners' web links checked over a week ago, never checked
 * (an owner who has just become BLAZE), or left pending by a process that stopped. A switched-off
 * link is left alone (decision 059): nobody sees its mark; the week's check resumes once it is on.
 */
export async function linksDueForCheck(db: Db, now: Date, limit: number): Promise<string[]> {
  const weekAgo = new Date(now.getTime() - LINK_RECHECK_DAYS * DAY_MS);
  const lostBefore = new Date(now.getTime() - LOST_CHECK_MS);
  const rows = await db
    .selectFrom('social_links')
    .innerJoin('users', 'users.id', 'social_links.user_id')
    .select('social_links.id')
    .where('users.tier', '=', 'BLAZE')
    .where('social_links.is_enabled', '=', true)
    .where((eb) => eb.or([eb('users.tier_expires_at', 'is', null), eb('users.tier_expires_at', '>', now)]))
    .where((eb) => eb.or([eb('social_links.url', 'like', 'http://%'), eb('social_links.url', 'like', 'https://%')]))
    .where((eb) =>
      eb.or([
        eb('social_links.verify_status', 'is', null),
        eb('social_links.verify_url', 'is', null),
        eb('social_links.verify_url', '!=', eb.ref('social_links.url')),
        eb.and([
          eb('social_links.verify_status', '=', 'pending'),
          eb('social_links.verify_checked_at', '<', lostBefore),
        ]),
        eb.and([eb('social_links.verify_status', '!=', 'pending'), eb('social_links.verify_checked_at', '<', weekAgo)]),
      ]),
    )
    .orderBy('social_links.verify_checked_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
