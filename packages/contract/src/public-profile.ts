import type { LinkKind, LinksLayout } from './link-buttons';
import type { SocialPlatform } from './social-link.schemas';

/** GET /api/public/:username for a public profile (api-contract §8.1). Never e-mail, phone or ids. */
export interface PublicSocialLink {
  id: string;
  platform: SocialPlatform;
  url: string;
  order: number;
  /** `${PUBLIC_ORIGIN}/api/r/{id}`: the href that counts the click. */
  clickUrl: string;
  /** Linked directly with rel="me" for identity verification, not through clickUrl. */
  relMe: boolean;
  /** What the link really is (decision 044); `platform` is what the older client can draw. */
  kind: LinkKind;
  title: string | null;
  thumbnailUrl: string | null;
  /** Its page links back to this portfolio with rel="me" (BLAZE owners only, decision 055). */
  verified: boolean;
}

export type VerificationBadgeType = 'identity' | 'business' | 'social' | 'celebrity' | 'organization';

export interface VerificationBadge {
  type: VerificationBadgeType;
  verifiedAt: string | null;
}

export interface PublicProfile {
  username: string;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  tagline: string | null;
  profilePicture: string | null;
  backgroundImage: string | null;
  country: string | null;
  website: string | null;
  isPublic: true;
  allowIndexing: boolean;
  showPoweredBy: boolean;
  hasResume: boolean;
  socialLinks: PublicSocialLink[];
  linksLayout: LinksLayout;
  verificationBadges: VerificationBadge[];
  /**
   * The owner's verified custom domain (BLAZE, decision 057), or null: one more proof the
   * Verifications tile counts. Optional so documents built before it still type-check.
   */
  verifiedDomain?: string | null;
  createdAt: string;
  updatedAt: string;
}
