/**
 * Link buttons (issue 32, decision 044): what a link on the public profile can be. The first twelve
 * are the platforms of api-contract §3, which the older client draws; the rest are new, and the
 * older client is given a platform it knows for them (`legacyPlatformOf`).
 */
export const LEGACY_PLATFORMS = [
  'twitter',
  'linkedin',
  'github',
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'website',
  'dribbble',
  'behance',
  'twitch',
  'medium',
] as const;
export type LegacyPlatform = (typeof LEGACY_PLATFORMS)[number];

export const NEW_LINK_KINDS = [
  'whatsapp',
  'telegram',
  'snapchat',
  'threads',
  'x',
  'spotify',
  'audiomack',
  'boomplay',
  'soundcloud',
  'pinterest',
  'substack',
  'email',
  'phone',
  'custom',
] as const;

export const LINK_KINDS = [...LEGACY_PLATFORMS, ...NEW_LINK_KINDS] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** Kinds whose target is built from a phone number (WhatsApp click-to-chat, a `tel:` link). */
export const PHONE_LINK_KINDS: readonly LinkKind[] = ['whatsapp', 'phone'];

/** How the public profile shows the links: large labelled buttons, or a row of icons. */
export const LINKS_LAYOUTS = ['buttons', 'icons'] as const;
export type LinksLayout = (typeof LINKS_LAYOUTS)[number];
export const DEFAULT_LINKS_LAYOUT: LinksLayout = 'buttons';

export const TITLE_MAX = 100;
export const WHATSAPP_MESSAGE_MAX = 500;

/**
 * The platform the older client is shown for a link (decision 044): X is the older `twitter`;
 * every other new kind is a `website`, which it draws as a globe linking to the link's `url`.
 */
export function legacyPlatformOf(kind: LinkKind): LegacyPlatform {
  if ((LEGACY_PLATFORMS as readonly string[]).includes(kind)) return kind as LegacyPlatform;
  return kind === 'x' ? 'twitter' : 'website';
}

export const isLinkKind = (value: string): value is LinkKind => (LINK_KINDS as readonly string[]).includes(value);

/**
 * Brand names, the same in every language. `website`, `email`, `phone` and `custom` are words, not
 * brands: the public page and the dashboard translate them (`linkDisplayName` falls back to the
 * address itself, which needs no translation).
 */
export const LINK_BRAND_NAMES: Partial<Record<LinkKind, string>> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  dribbble: 'Dribbble',
  behance: 'Behance',
  twitch: 'Twitch',
  medium: 'Medium',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  snapchat: 'Snapchat',
  threads: 'Threads',
  x: 'X',
  spotify: 'Spotify',
  audiomack: 'Audiomack',
  boomplay: 'Boomplay',
  soundcloud: 'SoundCloud',
  pinterest: 'Pinterest',
  substack: 'Substack',
};

/**
 * The name a link goes by where no word can be translated (analytics labels, top links): the
 * owner's title, else the brand ("Instagram"), else the address itself (an e-mail address, a
 * phone number, a website's host).
 */
export function linkDisplayName(link: { kind: LinkKind; title: string | null; url: string }): string {
  if (link.title) return link.title;
  const brand = LINK_BRAND_NAMES[link.kind];
  if (brand) return brand;
  if (link.url.startsWith('mailto:')) return decodeURIComponent(link.url.slice('mailto:'.length));
  if (link.url.startsWith('tel:')) return link.url.slice('tel:'.length);
  try {
    return new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    return link.url;
  }
}
