import { z } from 'zod';
import type { LinksLayout } from './link-buttons';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { LookFieldsSchema, type ProfileLook } from './looks';
import type { Tier } from './plans';
import type { SocialLink } from './social-link.schemas';

/** Profile requests and answers (api-contract §3). The profile form reuses these schemas. */

/** Names that would shadow a route or mislead visitors (api-contract §13); compared case-insensitively. */
export const RESERVED_USERNAMES: readonly string[] = [
  'api',
  'admin',
  'public',
  'dashboard',
  'login',
  'register',
  'verify-email',
  'forgot-password',
  'oauth',
  'settings',
  'help',
  'support',
  'terms',
  'privacy',
  'resume',
  'events',
  'access-protected',
  'media',
  'static',
  'assets',
  'www',
  'sparklink',
  'null',
  'undefined',
  'root',
];

const RESERVED = new Set(RESERVED_USERNAMES);
export const isReservedUsername = (username: string): boolean => RESERVED.has(username.toLowerCase());

/** Length and pattern only: check-username reports a reserved name as unavailable instead of invalid. */
export const UsernameFormatSchema = z
  .string({ error: MESSAGES.usernameTooShort })
  .trim()
  .min(LIMITS.usernameMin, MESSAGES.usernameTooShort)
  .max(LIMITS.usernameMax, MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.usernamePattern);

export const UsernameSchema = UsernameFormatSchema.refine(
  (name) => !isReservedUsername(name),
  MESSAGES.usernameReserved,
);

export const CheckUsernameQuerySchema = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .pipe(UsernameFormatSchema),
});

const name = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(50, tooLong);

/** An optional text field: `""` and `null` both clear it (api-contract §1.1). */
const clearable = (schema: z.ZodString) =>
  schema
    .nullable()
    .transform((value) => value || null)
    .optional();

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

const PHONE = /^$|^(?=.*\d)[\d +()-]+$/;

export const UpdateProfileSchema = z.object({
  firstName: name(MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong).optional(),
  lastName: name(MESSAGES.lastNameRequired, MESSAGES.lastNameTooLong).optional(),
  username: UsernameSchema.optional(),
  country: clearable(text(100, MESSAGES.countryTooLong)),
  phone: clearable(text(30, MESSAGES.phoneInvalid).regex(PHONE, MESSAGES.phoneInvalid)),
  bio: clearable(text(LIMITS.bioMax, MESSAGES.bioTooLong)),
  tagline: clearable(text(LIMITS.taglineMax, MESSAGES.taglineTooLong)),
  /** Show the latest visible gallery images (up to 6) on the public profile (decision 045). */
  showGalleryOnProfile: z.boolean({ error: MESSAGES.settingMustBeBoolean('showGalleryOnProfile') }).optional(),
  ...LookFieldsSchema.shape,
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/**
 * The profile form (spec 1 §5): every field is a string and the names and username are required;
 * an empty optional field is sent as "" and clears the value.
 */
export const ProfileFormSchema = z.object({
  firstName: name(MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong),
  lastName: name(MESSAGES.lastNameRequired, MESSAGES.lastNameTooLong),
  username: UsernameSchema,
  country: text(100, MESSAGES.countryTooLong),
  phone: text(30, MESSAGES.phoneInvalid).regex(PHONE, MESSAGES.phoneInvalid),
  bio: text(LIMITS.bioMax, MESSAGES.bioTooLong),
  tagline: text(LIMITS.taglineMax, MESSAGES.taglineTooLong),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

export const PublishProfileSchema = z.preprocess(
  (body) => (body && typeof body === 'object' ? body : {}),
  z.object({ isPublished: z.boolean({ error: MESSAGES.isPublishedBoolean }) }),
);

// ---- Answers ----

/** The user part of GET /api/profile. */
export interface ProfileUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
  country: string | null;
  phone: string | null;
  profilePicture: string | null;
  subscription: Tier;
  hasVerifiedBadge: boolean;
  isVerified: boolean;
}

export interface Profile extends ProfileLook {
  bio: string | null;
  tagline: string | null;
  backgroundImage: string | null;
  /** The public flag; the same as settings `privacy.profileVisible`. */
  isPublished: boolean;
  website: string | null;
  hasResume: boolean;
  socialLinks: SocialLink[];
  /** Whether the public profile shows the latest visible gallery images (up to 6). */
  showGalleryOnProfile: boolean;
  linksLayout: LinksLayout;
  createdAt: string;
  updatedAt: string;
}

export interface ProfileData {
  user: ProfileUser;
  profile: Profile;
}

export interface UsernameCheck {
  username: string;
  available: boolean;
  message: string;
}
