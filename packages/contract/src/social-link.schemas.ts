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
} from './link-buttons';
import type { LinkVerification } from './link-verification';
import { MESSAGES } from './messages';
import { scheduleInOrder } from './pages.schemas';

/** Social links: PUT /api/profile/social-links and the links of GET /api/profile (api-contract §3). */

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
