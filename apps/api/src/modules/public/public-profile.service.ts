import { planFor, type PublicProfile, type SocialPlatform, type VerificationBadgeType } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { toBool, toIso, toIsoOrNull } from '../../db/values';
import { listSocialLinks, type SocialLinkRow } from '../profile/social-links.repository';
import { getProfileRow } from '../profile/profile.repository';
import { hasDownloadableResume } from '../resume/resume.repository';
import { findUserById } from '../users/user.repository';
import type { PublicOwner } from './public-owner';

/** Links the public may see: the first N by order, N being the plan's limit (api-contract §8.1). */
export function linksWithinPlan(links: SocialLinkRow[], owner: Pick<PublicOwner, 'tier'>): SocialLinkRow[] {
  const limit = planFor(owner.tier).limits.socialLinks;
  return limit === null ? links : links.slice(0, limit);
}

export async function getPublicProfile(app: FastifyInstance, owner: PublicOwner): Promise<PublicProfile> {
  const [user, profile, links, hasResume] = await Promise.all([
    findUserById(app.db, owner.id),
    getProfileRow(app.db, owner.id),
    listSocialLinks(app.db, owner.id),
    hasDownloadableResume(app.db, owner.id),
  ]);
  const visibleLinks = linksWithinPlan(links, owner).map((link) => ({
    id: link.id,
    platform: link.platform as SocialPlatform,
    url: link.url,
    order: link.sort_order,
    clickUrl: `${app.config.publicOrigin}/api/r/${link.id}`,
    relMe: toBool(link.rel_me),
  }));
  const badge = toBool(user!.has_verified_badge);
  return {
    username: owner.username,
    firstName: owner.firstName,
    lastName: owner.lastName,
    bio: profile.bio,
    tagline: profile.tagline,
    profilePicture: user!.profile_picture_url,
    backgroundImage: profile.background_image_url,
    country: user!.country,
    website: visibleLinks.find((link) => link.platform === 'website')?.url ?? null,
    isPublic: true,
    allowIndexing: owner.allowIndexing,
    showPoweredBy: !planFor(owner.tier).limits.removeSparkLinkBranding,
    hasResume,
    socialLinks: visibleLinks,
    verificationBadges: badge
      ? [
          {
            type: (user!.verified_badge_type ?? 'identity') as VerificationBadgeType,
            verifiedAt: toIsoOrNull(user!.verified_badge_at),
          },
        ]
      : [],
    createdAt: toIso(profile.created_at),
    updatedAt: toIso(profile.updated_at),
  };
}
