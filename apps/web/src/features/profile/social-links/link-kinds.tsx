import { LINK_BRAND_NAMES, type LinkKind } from '@sparklink/contract';
import { Briefcase, Globe, Link2, Mail, Music, Phone, type LucideIcon } from 'lucide-react';
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
import type { Translator } from '../../../i18n/use-t';

/** The kinds in the order the picker lists them: what West African creators reach for first. */
export const KIND_CHOICES: readonly LinkKind[] = [
  'custom',
  'whatsapp',
  'instagram',
  'tiktok',
  'x',
  'youtube',
  'facebook',
  'snapchat',
  'threads',
  'telegram',
  'linkedin',
  'spotify',
  'audiomack',
  'boomplay',
  'soundcloud',
  'pinterest',
  'substack',
  'github',
  'dribbble',
  'behance',
  'twitch',
  'medium',
  'website',
  'email',
  'phone',
];

/** Real brand marks (Simple Icons, CC0); LinkedIn and Boomplay are not in it, so they get a plain icon. */
const MARKS: Partial<Record<LinkKind, SimpleIcon>> = {
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

const PLAIN: Record<string, LucideIcon> = {
  linkedin: Briefcase,
  boomplay: Music,
  website: Globe,
  email: Mail,
  phone: Phone,
  custom: Link2,
};

/** A kind's mark in its brand colour, decorative: the picker and the row name it in words. */
export function LinkKindIcon({ kind, className = 'h-5 w-5' }: { kind: LinkKind; className?: string }) {
  const mark = MARKS[kind];
  if (!mark) {
    const Icon = PLAIN[kind] ?? Link2;
    return <Icon aria-hidden data-icon={kind} className={`${className} shrink-0 text-slate-600`} />;
  }
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      data-icon={mark.slug}
      className={`${className} shrink-0`}
      fill={`#${mark.hex}`}
    >
      <path d={mark.path} />
    </svg>
  );
}

/** The kind's name as the reader sees it: brands as they are, the four words translated. */
export function kindLabel(kind: LinkKind, t: Translator['t']): string {
  const brand = LINK_BRAND_NAMES[kind];
  if (brand) return brand;
  if (kind === 'email') return t('profile.links.kind.email');
  if (kind === 'phone') return t('profile.links.kind.phone');
  if (kind === 'custom') return t('profile.links.kind.custom');
  return t('profile.links.website');
}
