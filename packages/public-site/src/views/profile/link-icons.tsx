/** @jsxImportSource @sparklink/public-site/html */
import type { LinkKind } from '@sparklink/contract';
import { Briefcase, Globe, Link2, type LucideIcon, Mail, Music, Phone } from 'lucide-react';
// Only the marks a link can use: each is one path, inlined by the server (no icon font, no script).
import {
  siAudiomack,
  siBehance,
  siDribbble,
  siFacebook,
  siGithub,
  siInstagram,
  siMedium,
  siPinterest,
  siSnapchat,
  siSoundcloud,
  siSpotify,
  siSubstack,
  siTelegram,
  siThreads,
  siTiktok,
  siTwitch,
  siWhatsapp,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';
import { StaticIcon } from '../../static-icon';
import type { Html } from '../../html/jsx-runtime';

/**
 * The real brand marks from Simple Icons (CC0). Simple Icons carries no LinkedIn or Boomplay mark
 * (their owners asked for them to be left out), so those two, and the kinds that are not brands
 * (website, e-mail, phone, custom), get a plain lucide icon; their label says what they are.
 */
const BRAND_ICONS: Partial<Record<LinkKind, SimpleIcon>> = {
  twitter: siX,
  x: siX,
  github: siGithub,
  instagram: siInstagram,
  facebook: siFacebook,
  youtube: siYoutube,
  tiktok: siTiktok,
  dribbble: siDribbble,
  behance: siBehance,
  twitch: siTwitch,
  medium: siMedium,
  whatsapp: siWhatsapp,
  telegram: siTelegram,
  snapchat: siSnapchat,
  threads: siThreads,
  spotify: siSpotify,
  audiomack: siAudiomack,
  soundcloud: siSoundcloud,
  pinterest: siPinterest,
  substack: siSubstack,
};

/** Kinds without a Simple Icons mark: a lucide icon on a disc of a colour that carries white text. */
const PLAIN_ICONS: Record<string, { icon: LucideIcon; disc: string }> = {
  linkedin: { icon: Briefcase, disc: 'bg-[#0a66c2]' },
  boomplay: { icon: Music, disc: 'bg-slate-900' },
  website: { icon: Globe, disc: 'bg-slate-600' },
  email: { icon: Mail, disc: 'bg-slate-600' },
  phone: { icon: Phone, disc: 'bg-green-700' },
  custom: { icon: Link2, disc: 'bg-indigo-600' },
};

/** White on the brand colour, as the brands draw their marks, unless it is very light (Snapchat's yellow). */
function inkOn(hex: string): '#000' | '#fff' {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.55 ? '#000' : '#fff';
}

const badges = new Map<LinkKind, Html>();

/**
 * A link's mark on a disc of its brand colour, decorative (aria-hidden): the visible title is the
 * label. The colours are SVG attributes, so a look's stylesheet needs no rule per brand. Rendered
 * once per kind per process; only the kinds on the page reach its HTML.
 */
export function LinkBadge({ kind }: { kind: LinkKind }) {
  let badge = badges.get(kind);
  if (badge) return badge;
  const brand = BRAND_ICONS[kind];
  if (brand) {
    badge = (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        className="link-badge h-10 w-10 shrink-0"
        data-icon={brand.slug}
      >
        <circle cx="20" cy="20" r="20" fill={`#${brand.hex}`} />
        <path transform="translate(10 10) scale(.8333)" fill={inkOn(brand.hex)} d={brand.path} />
      </svg>
    );
  } else {
    const plain = PLAIN_ICONS[kind] ?? PLAIN_ICONS.custom!;
    badge = (
      <span
        aria-hidden="true"
        data-icon={kind}
        className={`link-badge flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${plain.disc} text-white`}
      >
        <StaticIcon icon={plain.icon} className="h-5 w-5" />
      </span>
    );
  }
  badges.set(kind, badge);
  return badge;
}
