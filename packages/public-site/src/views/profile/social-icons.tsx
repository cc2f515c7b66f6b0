/** @jsxImportSource @sparklink/public-site/html */
import type { PublicSocialLink, SocialPlatform } from '@sparklink/contract';
import {
  AtSign,
  Briefcase,
  Camera,
  Code,
  Globe,
  type LucideIcon,
  MessageCircle,
  Music,
  Palette,
  PenLine,
  PlaySquare,
  Tv,
  Users,
} from 'lucide-react';
import { publicText } from '../../public-text';
import { StaticIcon } from '../../static-icon';

const PLATFORMS: Record<SocialPlatform, { label: string; icon: LucideIcon }> = {
  twitter: { label: 'X (Twitter)', icon: AtSign },
  linkedin: { label: 'LinkedIn', icon: Briefcase },
  github: { label: 'GitHub', icon: Code },
  instagram: { label: 'Instagram', icon: Camera },
  facebook: { label: 'Facebook', icon: Users },
  youtube: { label: 'YouTube', icon: PlaySquare },
  tiktok: { label: 'TikTok', icon: Music },
  website: { label: 'Website', icon: Globe }, // translated where shown: the only one not a brand
  dribbble: { label: 'Dribbble', icon: Palette },
  behance: { label: 'Behance', icon: Palette },
  twitch: { label: 'Twitch', icon: Tv },
  medium: { label: 'Medium', icon: PenLine },
};

export const platformLabel = (platform: SocialPlatform) => PLATFORMS[platform]?.label ?? platform;

/**
 * Real links, so they work without JavaScript: through the click redirect (which counts the click),
 * or straight to the site with rel="me" when the owner marked the link for identity verification.
 */
export function SocialIcons({ links, ownerName }: { links: PublicSocialLink[]; ownerName: string }) {
  const { t } = publicText();
  if (!links.length) return null;
  return (
    <ul aria-label={t('public.profile.socialLinks')} className="flex flex-wrap justify-center gap-2">
      {links.map((link) => {
        const { label: brand, icon } = PLATFORMS[link.platform] ?? { label: link.platform, icon: MessageCircle };
        const label = link.platform === 'website' ? t('public.platform.website') : brand;
        return (
          <li>
            <a
              href={link.relMe ? link.url : link.clickUrl}
              rel={link.relMe ? 'me noopener' : 'noopener noreferrer ugc'}
              aria-label={t('public.profile.onPlatform', { name: ownerName, platform: label })}
              title={label}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-indigo-700"
            >
              <StaticIcon icon={icon} className="h-5 w-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
