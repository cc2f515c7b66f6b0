import { MESSAGES, type Tier } from '@sparklink/contract';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sparklink/contract/i18n';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/schema';
import { toBool, toDate } from '../../db/values';
import { AppError, notFound } from '../../lib/app-error';
import type { OwnerLook } from '@sparklink/public-site/render';
import { toProfileLook } from '../profile/profile.projection';
import { effectiveTier } from '../users/user.projection';

export interface PublicOwner {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  isPublic: boolean;
  allowIndexing: boolean;
  tier: Tier;
  /** The owner's language (settings → appearance): the portfolio's chrome speaks it (decision 026). */
  language: Language;
  /** The owner's picture (public once the profile is, decision 037), for the pages' compact header. */
  avatar: string | null;
  /** Counts the owner's writes: what a rendered document was rendered at (decision 032). */
  documentsVersion: number;
  /** When the paid plan in effect ends, and the public documents with it; null on the free plan. */
  planEndsAt: Date | null;
  /**
   * Until when a document rendered from this read stays true: the plan's end, and once the
   * owner's pages are read, their next schedule transition (decision 056). Null: no end.
   */
  validUntil: Date | null;
  /** The look every public view of theirs wears (decision 043); their own accent only on RISE and BLAZE. */
  look: OwnerLook;
  /** Their verified custom domain, where the portfolio is served instead (decisions 057, 058), or null. */
  domain: string | null;
}

const ownerColumns = [
  'users.id',
  'users.username',
  'users.first_name',
  'users.last_name',
  'users.profile_picture_url',
  'users.tier',
  'users.tier_expires_at',
  'users.documents_version',
  'profiles.is_public',
  'profiles.allow_indexing',
  'profiles.look_id',
  'profiles.look_mode',
  'profiles.accent_color',
  'profiles.background_image_url',
  'user_settings.language',
] as const;

/** The owner's columns joined as every public read needs them; other reads add their own columns. */
export function ownerQuery(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select(ownerColumns)
    .select((eb) =>
      eb
        .selectFrom('custom_domains')
        .select('custom_domains.domain')
        .whereRef('custom_domains.user_id', '=', 'users.id')
        .where('custom_domains.status', '=', 'verified')
        .as('served_domain'),
    );
}

// Every first view of a public document starts here: compiled once, not built per request.
const ownerByUsernameKey = compiledOnce({ usernameKey: String }, (db, p) =>
  ownerQuery(db).where('users.username_key', '=', p.usernameKey),
);
const ownerById = compiledOnce({ userId: String }, (db, p) => ownerQuery(db).where('users.id', '=', p.userId));

type OwnerRow = Awaited<ReturnType<ReturnType<typeof ownerQuery>['executeTakeFirst']>>;

export function toOwner(row: OwnerRow): PublicOwner | null {
  if (!row?.username) return null;
  const tier = effectiveTier(row);
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: row.profile_picture_url,
    isPublic: toBool(row.is_public),
    allowIndexing: toBool(row.allow_indexing),
    tier,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    documentsVersion: Number(row.documents_version),
    planEndsAt: tier !== 'STARTER' && row.tier_expires_at !== null ? toDate(row.tier_expires_at) : null,
    validUntil: tier !== 'STARTER' && row.tier_expires_at !== null ? toDate(row.tier_expires_at) : null,
    look: {
      ...toProfileLook(row),
      // A plan that lapsed keeps the stored accent for a renewal, but the page shows the look's own.
      accentColor: tier === 'STARTER' ? null : row.accent_color,
      coverImage: row.background_image_url,
    },
    domain: row.served_domain ?? null,
  };
}

/**
 * The owner behind /public/{username} (api-contract §8 "Availability"): looked up
 * case-insensitively; unknown or username-less → null.
 */
export async function findPublicOwner(db: Kysely<DB>, username: string): Promise<PublicOwner | null> {
  return toOwner(await ownerByUsernameKey.executeTakeFirst(db, { usernameKey: usernameKeyOf(username) }));
}

/** How /public/{username} finds its owner: usernames are unique whatever their case. */
export const usernameKeyOf = (username: string): string => username.trim().toLowerCase();

export async function findPublicOwnerById(db: Kysely<DB>, userId: string): Promise<PublicOwner | null> {
  return toOwner(await ownerById.executeTakeFirst(db, { userId }));
}

/**
 * `X-Robots-Tag: noindex` on every public answer about an owner who turned allowIndexing off
 * (api-contract §8), and about a private profile (nothing of it is for search engines), JSON and
 * HTML alike. Set as soon as the owner is known, so whatever answer follows (the 200, a 403
 * private or password-protected, a 404 page or resume, a redirect) carries it too.
 */
export function indexingHeaders(reply: FastifyReply, owner: PublicOwner): void {
  if (!owner.allowIndexing || !owner.isPublic) reply.header('X-Robots-Tag', 'noindex');
}

/**
 * For every public endpoint but the profile itself: 404 unknown, 403 private, with the owner's
 * indexing preference on the reply first. An unknown username has no owner and so no preference:
 * its 404 carries no X-Robots-Tag.
 */
export async function getVisibleOwner(db: Kysely<DB>, username: string, reply: FastifyReply): Promise<PublicOwner> {
  const owner = await findPublicOwner(db, username);
  if (!owner) throw notFound(MESSAGES.profileNotFound);
  indexingHeaders(reply, owner);
  if (!owner.isPublic) throw new AppError('FORBIDDEN', MESSAGES.profilePrivate);
  return owner;
}

export const displayName = (owner: Pick<PublicOwner, 'firstName' | 'lastName' | 'username'>): string =>
  [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.username;
