import { planFor, type PublicProfile, type SocialPlatform, type VerificationBadgeType } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { compiledOnce } from '../../db/compiled-once';
import { toBool, toIso, toIsoOrNull } from '../../db/values';
import { listPublicSocialLinks } from '../profile/social-links.repository';
import { downloadableResumes } from '../resume/resume.repository';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ownerQuery, toOwner, usernameKeyOf, type PublicOwner } from './public-owner';

/** Links the public may see: the first N by order, N being the plan's limit (api-contract §8.1). */
export function linksWithinPlan<Link>(links: Link[], owner: Pick<PublicOwner, 'tier'>): Link[] {
  const limit = planFor(owner.tier).limits.socialLinks;
  return limit === null ? links : links.slice(0, limit);
}

/**
 * The owner and what the profile shows of their rows, with whether a resume may be downloaded: one
 * read, compiled once (db/compiled-once.ts), as every first view of a profile starts with it.
 */
const ownerWithProfile = compiledOnce({ usernameKey: String }, (db, p) =>
  ownerQuery(db)
    .select([
      'users.profile_picture_url',
      'users.country',
      'users.has_verified_badge',
      'users.verified_badge_type',
      'users.verified_badge_at',
      'profiles.bio',
      'profiles.tagline',
      'profiles.background_image_url',
      'profiles.created_at',
      'profiles.updated_at',
    ])
    .select((eb) =>
      eb.exists(downloadableResumes(db).where('resumes.user_id', '=', eb.ref('users.id'))).as('has_resume'),
    )
    .where('users.username_key', '=', p.usernameKey),
);

type ProfileRow = NonNullable<Awaited<ReturnType<typeof ownerWithProfile.executeTakeFirst>>>;

/** A profile's owner with their profile's row: what the profile needs before its links. */
export interface OwnerWithProfile {
  owner: PublicOwner;
  profile: ProfileRow;
}

/** The owner behind /public/{username} with their profile, or null as findPublicOwner says. */
export async function findOwnerWithProfile(db: Kysely<DB>, username: string): Promise<OwnerWithProfile | null> {
  const profile = await ownerWithProfile.executeTakeFirst(db, { usernameKey: usernameKeyOf(username) });
  const owner = toOwner(profile);
  return owner && profile ? { owner, profile } : null;
}

export async function getPublicProfile(app: FastifyInstance, found: OwnerWithProfile): Promise<PublicProfile> {
  const { owner, profile: row } = found;
  const links = await listPublicSocialLinks(app.db, owner.id);
  const visibleLinks = linksWithinPlan(links, owner).map((link) => ({
    id: link.id,
    platform: link.platform as SocialPlatform,
    url: link.url,
    order: link.sort_order,
    clickUrl: `${app.config.publicOrigin}/api/r/${link.id}`,
    relMe: toBool(link.rel_me),
  }));
  const badge = toBool(row.has_verified_badge);
  return {
    username: owner.username,
    firstName: owner.firstName,
    lastName: owner.lastName,
    bio: row.bio,
    tagline: row.tagline,
    profilePicture: row.profile_picture_url,
    backgroundImage: row.background_image_url,
    country: row.country,
    website: visibleLinks.find((link) => link.platform === 'website')?.url ?? null,
    isPublic: true,
    allowIndexing: owner.allowIndexing,
    showPoweredBy: !planFor(owner.tier).limits.removeSparkLinkBranding,
    hasResume: toBool(row.has_resume as boolean | number),
    socialLinks: visibleLinks,
    verificationBadges: badge
      ? [
          {
            type: (row.verified_badge_type ?? 'identity') as VerificationBadgeType,
            verifiedAt: toIsoOrNull(row.verified_badge_at),
          },
        ]
      : [],
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
