import type { LinkVerification } from './link-verification';
import { z } from 'zod';
import { HTTP_URL_MAX, isHttpUrl, normalizeHttpUrl } from './http-url';
import {
  LEGACY_PLATFORMS,
  LINK_KINDS,
  LINKS_LAYOUTS,
  TITLE_MAX,
  WHATSAPP_MESSAGE_MAX,
  type LegacyPlatform,
  type LinkKind,
  type LinksLayout,
} from './link-buttons';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { scheduleInOrder } from './pages.schemas';
import { LookFieldsSchema, type ProfileLook } from './looks';
import type { Tier } from './plans';

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

/** The twelve platforms of api-contract §3: what `platform` in an answer always is (decision 044). */
export const SOCIAL_PLATFORMS = LEGACY_PLATFORMS;
export type SocialPlatform = LegacyPlatform;

export const SOCIAL_LINK_URL_MAX = HTTP_URL_MAX;

const kindSchema = z
  .string({ error: MESSAGES.linkPlatformInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.enum(LINK_KINDS, { error: MESSAGES.linkPlatformInvalid }));

/** An optional text: trimmed, "" and null clear it (api-contract §1.1). */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** An instant (ISO 8601 with its offset, stored as UTC) or null for no bound, as a page's schedule. */
const linkInstant = (message: string) => z.iso.datetime({ offset: true, error: message }).nullable().optional();

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const isHttpsUrl = (value: string) => /^https:\/\//i.test(value) && isHttpUrl(value);
const isLegacyPlatform = (kind: LinkKind) => (LEGACY_PLATFORMS as readonly string[]).includes(kind);

/**
 * One link of PUT /api/profile/social-links. The older client sends `{ id?, platform, url, order? }`
 * with one of the twelve platforms; the dashboard sends `kind` (any of LINK_KINDS) and, by kind,
 * a `url`, an `email`, or a `phone` (+ `message` for WhatsApp), and a `title`. What the target is
 * comes out as `url`, except for phone kinds, whose number the server normalises (`phone`).
 */
export const SocialLinkInputSchema = z
  .object(
    {
      // An id that is not one of the caller's links simply creates a new link.
      id: z.string().nullish().catch(undefined),
      platform: kindSchema.optional(),
      kind: kindSchema.optional(),
      url: z.string({ error: MESSAGES.linkUrlInvalid }).trim().nullish(),
      title: optionalText(TITLE_MAX, MESSAGES.linkTitleTooLong),
      email: z.string({ error: MESSAGES.linkEmailInvalid }).trim().nullish(),
      phone: z
        .string({ error: MESSAGES.linkPhoneNumberInvalid })
        .trim()
        .max(40, MESSAGES.linkPhoneNumberInvalid)
        .nullish(),
      message: optionalText(WHATSAPP_MESSAGE_MAX, MESSAGES.linkMessageTooLong),
      order: z.number({ error: MESSAGES.linkOrderInvalid }).nullish(),
      /** Link straight to the site with rel="me" so it can verify the identity link back. */
      relMe: z.boolean({ error: MESSAGES.linkRelMeInvalid }).optional().default(false),
      /**
       * Decision 059: the on/off switch (every plan) and the BLAZE schedule, ISO instants or null
       * for no bound. Absent keeps what the link has (a new link: on, no schedule).
       */
      isEnabled: z.boolean({ error: MESSAGES.linkEnabledInvalid }).optional(),
      startsAt: linkInstant(MESSAGES.linkStartsAtInvalid),
      endsAt: linkInstant(MESSAGES.linkEndsAtInvalid),
    },
    { error: MESSAGES.linkInvalid },
  )
  .transform((link, ctx) => {
    const kind = link.kind ?? link.platform;
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (!kind) return fail('platform', MESSAGES.linkPlatformInvalid);
    const fromOlderClient = link.kind === undefined;
    const url = link.url ?? '';
    let target: string | null = null;
    let phone: string | null = null;
    if (kind === 'email') {
      const address = (link.email ?? url.replace(/^mailto:/i, '')).trim();
      if (!EMAIL_PATTERN.test(address) || address.length > 254) return fail('email', MESSAGES.linkEmailInvalid);
      target = `mailto:${address}`;
    } else if (kind === 'whatsapp' || kind === 'phone') {
      phone = link.phone ?? null;
      if (!phone)
        return fail(
          'phone',
          kind === 'whatsapp' ? MESSAGES.linkWhatsappNumberInvalid : MESSAGES.linkPhoneNumberInvalid,
        );
    } else if (fromOlderClient && /^(mailto|tel):/i.test(url)) {
      // The older client sending back an e-mail or phone link it was shown as a website: the server
      // keeps the stored link when it is unchanged, and refuses the address otherwise.
      target = url;
    } else {
      const accepts = isLegacyPlatform(kind) ? isHttpUrl : isHttpsUrl;
      const message = isLegacyPlatform(kind) ? MESSAGES.linkUrlInvalid : MESSAGES.linkHttpsUrlInvalid;
      if (!accepts(url)) return fail('url', message);
      target = normalizeHttpUrl(url);
      if (target.length > HTTP_URL_MAX) return fail('url', message);
    }
    if (kind === 'custom' && !link.title) return fail('title', MESSAGES.linkTitleRequired);
    if (!scheduleInOrder(link.startsAt, link.endsAt)) return fail('endsAt', MESSAGES.linkEndsBeforeStarts);
    return {
      id: link.id,
      kind,
      /** The platform as sent, for the older client's links (decision 044). */
      platform: link.platform ?? kind,
      fromOlderClient,
      url: target,
      phone,
      title: link.title,
      message: kind === 'whatsapp' ? link.message : null,
      order: link.order,
      relMe: link.relMe,
      isEnabled: link.isEnabled,
      startsAt: link.startsAt,
      endsAt: link.endsAt,
    };
  });
export type SocialLinkInput = z.infer<typeof SocialLinkInputSchema>;

export const SocialLinksSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({
    links: z.array(SocialLinkInputSchema, { error: MESSAGES.linksMustBeArray }),
    /** The public profile's layout for the links; absent leaves it as it is. */
    layout: z.enum(LINKS_LAYOUTS, { error: MESSAGES.linksLayoutInvalid }).optional(),
  }),
);
export type SocialLinksInput = z.infer<typeof SocialLinksSchema>;

export const PublishProfileSchema = z.preprocess(
  (body) => (body && typeof body === 'object' ? body : {}),
  z.object({ isPublished: z.boolean({ error: MESSAGES.isPublishedBoolean }) }),
);

// ---- Answers ----

export interface SocialLink {
  id: string;
  /** One of the twelve platforms the older client knows (decision 044); `kind` is the real one. */
  platform: SocialPlatform;
  /** Where a click goes: https (or http for the twelve), `mailto:` or `tel:`. */
  url: string;
  order: number;
  relMe: boolean;
  kind: LinkKind;
  title: string | null;
  /** A custom link's thumbnail (signed while the profile is not public, decision 037). */
  thumbnailUrl: string | null;
  /** WhatsApp and phone links: the number in E.164 (`+233241234567`). */
  phone: string | null;
  /** WhatsApp: the prefilled message. */
  message: string | null;
  /**
   * The rel="me" back-link check (decision 055); null when never checked at this address. The
   * server always sends it; optional for answers of servers from before it.
   */
  verification?: LinkVerification | null;
  /**
   * Decision 059: whether the owner switched the link on, and its BLAZE schedule (ISO UTC, or
   * null). The server always sends them; optional for answers of servers from before it.
   */
  isEnabled?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}

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
