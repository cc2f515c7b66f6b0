import { toLinkVerification } from '../verification/verification.repository';
import {
  DEFAULT_LOOK_ID,
  DEFAULT_LOOK_MODE,
  isLookId,
  isLookMode,
  legacyPlatformOf,
  type LinkKind,
  type LinksLayout,
  type Profile,
  type ProfileLook,
  type ProfileUser,
  type SocialLink,
} from '@sparklink/contract';
import type { Storage } from '../../plugins/storage';
import { toBool, toIso, toIsoOrNull } from '../../db/values';
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

/** A link as the owner reads it: `platform` for the older client, `kind` for what it is (decision 044). */
export function toSocialLink(
  row: SocialLinkRow,
  media: OwnerMediaUrls,
  storage: Pick<Storage, 'publicUrl'>,
): SocialLink {
  const kind = row.platform as LinkKind;
  return {
    id: row.id,
    platform: legacyPlatformOf(kind),
    url: row.url,
    order: row.sort_order,
    relMe: toBool(row.rel_me),
    kind,
    title: row.title,
    thumbnailUrl: row.thumbnail_key
      ? media.profileImage(storage.publicUrl(row.thumbnail_key), row.thumbnail_key)
      : null,
    phone: row.phone,
    message: row.message,
    verification: toLinkVerification(row),
    isEnabled: toBool(row.is_enabled),
    startsAt: toIsoOrNull(row.starts_at),
    endsAt: toIsoOrNull(row.ends_at),
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

export function toProfile(
  row: ProfileRow,
  links: SocialLinkRow[],
  hasResume: boolean,
  media: OwnerMediaUrls,
  storage: Pick<Storage, 'publicUrl'>,
): Profile {
  const socialLinks = links.map((link) => toSocialLink(link, media, storage));
  return {
    bio: row.bio,
    tagline: row.tagline,
    backgroundImage: media.profileImage(row.background_image_url, row.background_image_key),
    isPublished: toBool(row.is_public),
    website: socialLinks.find((link) => link.kind === 'website')?.url ?? null,
    hasResume,
    socialLinks,
    showGalleryOnProfile: toBool(row.show_gallery),
    ...toProfileLook(row),
    linksLayout: row.links_layout as LinksLayout,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
