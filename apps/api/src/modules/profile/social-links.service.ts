import {
  legacyPlatformOf,
  MESSAGES,
  PAGE_MESSAGES,
  planFor,
  type LinkKind,
  type LinksLayout,
  type SocialLink,
  type SocialLinkInput,
  type Tier,
} from '@sparklink/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { lockOwner } from '../../db/owner-lock';
import type { DB } from '../../db/schema';
import { toBool, toDate } from '../../db/values';
import type { Config } from '../../config';
import { AppError, invalidField } from '../../lib/app-error';
import { removeStoredFiles, type Storage } from '../../plugins/storage';
import { ownerMediaUrls } from '../media/owner-media-urls';
import { effectiveTier } from '../users/user.projection';
import type { LinkVerifier } from '../verification/link-verifier';
import { markUncheckedPending } from '../verification/verification.repository';
import type { UserRow } from '../users/user.repository';
import { toE164, whatsappUrl } from './phone-number';
import { toSocialLink } from './profile.projection';
import { getProfileRow, updateProfileColumns } from './profile.repository';
import {
  deleteSocialLinks,
  insertSocialLink,
  listSocialLinks,
  updateSocialLink,
  type SocialLinkRow,
  type SocialLinkValues,
} from './social-links.repository';

/** What a link is saved with besides its switch and schedule. */
type LinkTarget = Omit<SocialLinkValues, 'relMe' | 'isEnabled' | 'startsAt' | 'endsAt'>;

/**
 * The plan limit error: the message names the limit, `requiredTier` the next tier up. Every link
 * sent counts, switched off or scheduled (decision 059): the plan says how many links one has.
 */
function assertWithinPlan(user: UserRow, count: number): void {
  const tier = effectiveTier(user);
  const limit = planFor(tier).limits.socialLinks;
  if (limit === null || count <= limit) return;
  throw tier === 'STARTER'
    ? new AppError('PLAN_LIMIT', MESSAGES.socialLinksLimitStarter, { requiredTier: 'RISE' })
    : new AppError('PLAN_LIMIT', MESSAGES.socialLinksLimitRise, { requiredTier: 'BLAZE' });
}

/** Sorted by `order`, ties (and missing orders) kept in array order; renumbered 0..n-1 by the caller. */
export function inDisplayOrder(links: SocialLinkInput[]): Array<{ link: SocialLinkInput; index: number }> {
  return links
    .map((link, index) => ({ link, index, order: link.order ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ link, index }) => ({ link, index }));
}

/**
 * What a link sent by the dashboard stores: phone kinds get their number in E.164 and their target
 * built. The live preview draws unsaved links with it too (decision 047).
 */
export function valuesOf(link: SocialLinkInput, index: number, sortOrder: number): LinkTarget {
  if (link.kind === 'whatsapp' || link.kind === 'phone') {
    const e164 = toE164(link.phone ?? '');
    if (!e164)
      throw invalidField(
        `links[${index}].phone`,
        link.kind === 'whatsapp' ? MESSAGES.linkWhatsappNumberInvalid : MESSAGES.linkPhoneNumberInvalid,
      );
    const url = link.kind === 'whatsapp' ? whatsappUrl(e164, link.message) : `tel:${e164}`;
    return { platform: link.kind, url, sortOrder, title: link.title, phone: e164, message: link.message };
  }
  return { platform: link.kind, url: link.url!, sortOrder, title: link.title, phone: null, message: null };
}

/**
 * A link the older client sent back (decision 044): it knows no kinds, titles or numbers, and was
 * shown one of its twelve platforms. Sent back with the platform and URL it was shown, the stored
 * link stays as it is (only its order and rel="me" change); with a new platform or URL it becomes
 * that, keeping its title. An e-mail or phone address it cannot have read from a stored link is refused.
 */
function olderClientValues(
  link: SocialLinkInput,
  index: number,
  sortOrder: number,
  stored: SocialLinkRow | undefined,
): LinkTarget {
  if (stored) {
    const kind = stored.platform as LinkKind;
    const unchanged = legacyPlatformOf(kind) === link.platform && (link.url === stored.url || link.url === null);
    if (unchanged)
      return {
        platform: kind,
        url: stored.url,
        sortOrder,
        title: stored.title,
        phone: stored.phone,
        message: stored.message,
      };
  }
  if (!link.url || /^(mailto|tel):/i.test(link.url)) throw invalidField(`links[${index}].url`, MESSAGES.linkUrlInvalid);
  return { platform: link.kind, url: link.url, sortOrder, title: stored?.title ?? null, phone: null, message: null };
}

const storedInstant = (value: SocialLinkRow['starts_at'] | undefined): Date | null =>
  value === null || value === undefined ? null : toDate(value);

/**
 * A saved link's switch and schedule (decision 059). Absent keeps the stored ones (the older
 * client sends neither); a new link is on with no schedule. Only BLAZE may set a time, with the
 * 403 pages answer (decision 056); a downgraded owner's kept time may be sent back unchanged, as
 * the editor sends every link on each save, or cleared, so the rest of the list can still be saved.
 */
function switchAndSchedule(
  tier: Tier,
  link: SocialLinkInput,
  index: number,
  stored: SocialLinkRow | undefined,
): Pick<SocialLinkValues, 'isEnabled' | 'startsAt' | 'endsAt'> {
  const kept = { startsAt: storedInstant(stored?.starts_at), endsAt: storedInstant(stored?.ends_at) };
  const sent = (value: string | null | undefined, keep: Date | null) =>
    value === undefined ? keep : value === null ? null : new Date(value);
  const startsAt = sent(link.startsAt, kept.startsAt);
  const endsAt = sent(link.endsAt, kept.endsAt);
  const isNew = (value: Date | null, keep: Date | null) => value !== null && value.getTime() !== keep?.getTime();
  if ((isNew(startsAt, kept.startsAt) || isNew(endsAt, kept.endsAt)) && !planFor(tier).limits.scheduledPublishing)
    throw new AppError('PLAN_LIMIT', PAGE_MESSAGES.scheduleNeedsPlan, { requiredTier: 'BLAZE' });
  // One side sent: the stored other side counts.
  if (startsAt && endsAt && endsAt <= startsAt)
    throw invalidField(`links[${index}].endsAt`, MESSAGES.linkEndsBeforeStarts);
  return { isEnabled: link.isEnabled ?? (stored ? toBool(stored.is_enabled) : true), startsAt, endsAt };
}

export interface LinksAnswer {
  socialLinks: SocialLink[];
  linksLayout: LinksLayout;
}

interface LinksContext {
  db: Kysely<DB>;
  config: Config;
  storage: Storage;
  linkVerifier: LinkVerifier;
}

/** The owner's links as answered to the owner, thumbnails signed while the profile is not public. */
export async function ownerLinks(app: LinksContext, userId: string): Promise<LinksAnswer> {
  const [links, profile, media] = await Promise.all([
    listSocialLinks(app.db, userId),
    getProfileRow(app.db, userId),
    ownerMediaUrls(app, userId),
  ]);
  return {
    socialLinks: links.map((link) => toSocialLink(link, media, app.storage)),
    linksLayout: profile.links_layout as LinksLayout,
  };
}

/**
 * PUT /api/profile/social-links, replace semantics in one transaction: an entry carrying one of
 * the caller's link ids updates that link (keeping its click history), any other entry creates a
 * link, and the caller's links missing from the list are deleted (with their thumbnails, after
 * the commit). `layout`, when sent, sets how the public profile shows them.
 */
export async function replaceSocialLinks(
  app: LinksContext,
  log: FastifyBaseLogger,
  user: UserRow,
  links: SocialLinkInput[],
  layout?: LinksLayout,
): Promise<LinksAnswer> {
  assertWithinPlan(user, links.length);
  const now = new Date();
  const removedFiles = await app.db.transaction().execute(async (trx) => {
    // One replacement at a time: two at once would each delete only the links they read and keep
    // both sets of inserts, passing the plan limit.
    await lockOwner(trx, user.id);
    await updateProfileColumns(trx, user.id, { updated_at: now, ...(layout ? { links_layout: layout } : {}) });
    const unclaimed = new Map((await listSocialLinks(trx, user.id)).map((row) => [row.id, row]));
    const thumbnailsDropped: string[] = [];
    for (const [sortOrder, { link, index }] of inDisplayOrder(links).entries()) {
      const stored = link.id ? unclaimed.get(link.id) : undefined;
      if (stored) unclaimed.delete(stored.id);
      const values = {
        ...(link.fromOlderClient
          ? olderClientValues(link, index, sortOrder, stored)
          : valuesOf(link, index, sortOrder)),
        relMe: link.relMe,
        ...switchAndSchedule(effectiveTier(user), link, index, stored),
      };
      if (stored) {
        // Only a custom link has a thumbnail: a link that stops being one lets go of it.
        const dropThumbnail = values.platform !== 'custom' && stored.thumbnail_key !== null;
        if (dropThumbnail) thumbnailsDropped.push(stored.thumbnail_key!);
        await updateSocialLink(trx, user.id, stored.id, values, now, dropThumbnail);
      } else await insertSocialLink(trx, user.id, values, now);
    }
    return [...thumbnailsDropped, ...(await deleteSocialLinks(trx, user.id, [...unclaimed.keys()]))];
  });
  await removeStoredFiles(app.storage, removedFiles, log);
  // BLAZE: web links at an address not checked yet answer "Checking…"; the check runs after the answer.
  if (planFor(effectiveTier(user)).limits.verifiedBadge)
    app.linkVerifier.checkSoon(await markUncheckedPending(app.db, user.id, now));
  return ownerLinks(app, user.id);
}
