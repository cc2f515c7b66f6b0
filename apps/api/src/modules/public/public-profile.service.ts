import {
  legacyPlatformOf,
  planFor,
  type LinkKind,
  type LinksLayout,
  type PublicProfile,
  type VerificationBadgeType,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { toBool, toIso, toIsoOrNull } from '../../db/values';
import { displayDomain } from '../domains/domain-name';
import { linksShownAt } from '../profile/link-visibility';
import type { ProfileDocument } from './document-reads';

/** The public profile object (api-contract §8.1) of what findProfileDocument read. */
export function toPublicProfile(app: FastifyInstance, document: ProfileDocument): PublicProfile {
  const { owner, profile: row, links } = document;
  const verifies = planFor(owner.tier).limits.verifiedBadge;
  // Read with the current time: the document's validUntil ends at the next link start or end.
  const visibleLinks = linksShownAt(links, owner.tier, new Date()).map((link) => ({
    id: link.id,
    // The older client draws only its twelve platforms (decision 044).
    platform: legacyPlatformOf(link.platform as LinkKind),
    url: link.url,
    order: link.sort_order,
    clickUrl: `${app.config.publicOrigin}/api/r/${link.id}`,
    relMe: toBool(link.rel_me),
    kind: link.platform as LinkKind,
    title: link.title,
    thumbnailUrl: link.thumbnail_key ? app.storage.publicUrl(link.thumbnail_key) : null,
    // A proof only counts for BLAZE owners, and only for the address that was checked (decision 055).
    verified: verifies && link.verify_status === 'verified' && link.verify_url === link.url,
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
    website: visibleLinks.find((link) => link.kind === 'website')?.url ?? null,
    isPublic: true,
    allowIndexing: owner.allowIndexing,
    showPoweredBy: !planFor(owner.tier).limits.removeSparkLinkBranding,
    hasResume: toBool(row.has_resume as boolean | number),
    socialLinks: visibleLinks,
    linksLayout: (row.links_layout ?? 'buttons') as LinksLayout,
    verificationBadges: badge
      ? [
          {
            type: (row.verified_badge_type ?? 'identity') as VerificationBadgeType,
            verifiedAt: toIsoOrNull(row.verified_badge_at),
          },
        ]
      : [],
    // A verified custom domain is one more proof on the Verifications tile (decision 057).
    verifiedDomain:
      planFor(owner.tier).limits.customDomain && row.served_domain ? displayDomain(row.served_domain) : null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
