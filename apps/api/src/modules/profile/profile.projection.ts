import {
  DEFAULT_LOOK_ID,
  DEFAULT_LOOK_MODE,
  isLookId,
  isLookMode,
  type Profile,
  type ProfileLook,
  type ProfileUser,
  type SocialLink,
  type SocialPlatform,
} from '@sparklink/contract';
import { toBool, toIso } from '../../db/values';
import type { OwnerMediaUrls } from '../media/owner-media-urls';
import { effectiveTier } from '../users/user.projection';
import type { UserRow } from '../users/user.repository';
import type { ProfileRow } from './profile.repository';
import type { SocialLinkRow } from './social-links.repository';

/** The user part of GET /api/profile (api-contract §3); the avatar signed while not public (decision 037). */
export function toProfileUser(row: UserRow, media: OwnerMediaUrls): ProfileUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    country: row.country,
    phone: row.phone,
    profilePicture: media.profileImage(row.profile_picture_url, row.profile_picture_key),
    subscription: effectiveTier(row),
    hasVerifiedBadge: toBool(row.has_verified_badge),
    isVerified: toBool(row.is_verified),
  };
}

export function toSocialLink(row: SocialLinkRow): SocialLink {
  return {
    id: row.id,
    platform: row.platform as SocialPlatform,
    url: row.url,
    order: row.sort_order,
    relMe: toBool(row.rel_me),
  };
}

/** The stored look; a value this build does not know (a withdrawn look) reads as the default. */
export function toProfileLook(row: Pick<ProfileRow, 'look_id' | 'look_mode' | 'accent_color'>): ProfileLook {
  return {
    lookId: isLookId(row.look_id) ? row.look_id : DEFAULT_LOOK_ID,
    colorMode: isLookMode(row.look_mode) ? row.look_mode : DEFAULT_LOOK_MODE,
    accentColor: row.accent_color,
  };
}

export function toProfile(row: ProfileRow, links: SocialLinkRow[], hasResume: boolean, media: OwnerMediaUrls): Profile {
  const socialLinks = links.map(toSocialLink);
  return {
    bio: row.bio,
    tagline: row.tagline,
    backgroundImage: media.profileImage(row.background_image_url, row.background_image_key),
    isPublished: toBool(row.is_public),
    website: socialLinks.find((link) => link.platform === 'website')?.url ?? null,
    hasResume,
    socialLinks,
    showGalleryOnProfile: toBool(row.show_gallery),
    ...toProfileLook(row),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
