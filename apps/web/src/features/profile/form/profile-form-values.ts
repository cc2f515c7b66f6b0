import type { ProfileData, ProfileForm } from '@sparklink/contract';

/** The form's starting values: every field a string, missing ones empty. */
export function toFormValues({ user, profile }: ProfileData): ProfileForm {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
    country: user.country ?? '',
    phone: user.phone ?? '',
    bio: profile.bio ?? '',
    tagline: profile.tagline ?? '',
  };
}
