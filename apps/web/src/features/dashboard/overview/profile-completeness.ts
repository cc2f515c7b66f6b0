import type { ProfileData } from '@sparklink/contract';

/**
 * Profile completeness (spec 1 §3): seven text fields, at least one social link and a profile
 * picture, out of 9, as a whole percent.
 */
export function profileCompleteness({ user, profile }: ProfileData): number {
  const filled = (value: string | null) => Boolean(value?.trim());
  const items = [
    filled(user.firstName),
    filled(user.lastName),
    filled(user.username),
    filled(profile.bio),
    filled(user.country),
    filled(user.phone),
    filled(profile.tagline),
    profile.socialLinks.length > 0,
    filled(user.profilePicture),
  ];
  return Math.round((items.filter(Boolean).length / items.length) * 100);
}
