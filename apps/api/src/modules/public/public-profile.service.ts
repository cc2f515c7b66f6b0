import { planFor, type PublicProfile, type SocialPlatform, type VerificationBadgeType } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { compiledOnce } from '../../db/compiled-once';
import { toBool, toIso, toIsoOrNull } from '../../db/values';
import { listPublicSocialLinks } from '../profile/social-links.repository';
import { downloadableResumes } from '../resume/resume.repository';
import type { PublicOwner } from './public-owner';

/** Links the public may see: the first N by order, N being the plan's limit (api-contract §8.1). */
export function linksWithinPlan<Link>(links: Link[], owner: Pick<PublicOwner, 'tier'>): Link[] {
  const limit = planFor(owner.tier).limits.socialLinks;
  return limit === null ? links : links.slice(0, limit);
}

/**
 * What the profile shows of the user and profile rows, and whether a resume may be downloaded: one
 * query, compiled once (db/compiled-once.ts) as it runs on every first view of a profile.
 */
const profileOfUser = compiledOnce({ userId: String }, (db, p) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
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
    .select((eb) => eb.exists(downloadableResumes(db).where('resumes.user_id', '=', p.userId)).as('has_resume'))
    .where('users.id', '=', p.userId),
);

const readProfile = (app: FastifyInstance, userId: string) => profileOfUser.executeTakeFirstOrThrow(app.db, { userId });

export async function getPublicProfile(app: FastifyInstance, owner: PublicOwner): Promise<PublicProfile> {
  const [row, links] = await Promise.all([readProfile(app, owner.id), listPublicSocialLinks(app.db, owner.id)]);
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
