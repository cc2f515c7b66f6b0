import type { SocialPlatform } from '@sparklink/contract';
import type { Translator } from '../../../i18n/use-t';
import {
  AtSign,
  BookOpen,
  Briefcase,
  Camera,
  Code,
  Gamepad2,
  Globe,
  MonitorPlay,
  Music2,
  PenTool,
  Users,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';

/**
 * Names and icons for the twelve platforms of api-contract §3. lucide 1.x ships no brand marks,
 * so every platform gets a generic icon that hints at what it is. Brand names stay as they are in
 * every language; only "Website" is a word to translate (platformLabel).
 */
export const PLATFORM_DETAILS: Record<SocialPlatform, { label: string; icon: LucideIcon }> = {
  twitter: { label: 'Twitter / X', icon: AtSign },
  linkedin: { label: 'LinkedIn', icon: Briefcase },
  github: { label: 'GitHub', icon: Code },
  instagram: { label: 'Instagram', icon: Camera },
  facebook: { label: 'Facebook', icon: Users },
  youtube: { label: 'YouTube', icon: MonitorPlay },
  tiktok: { label: 'TikTok', icon: Music2 },
  website: { label: 'Website', icon: Globe },
  dribbble: { label: 'Dribbble', icon: Volleyball },
  behance: { label: 'Behance', icon: PenTool },
  twitch: { label: 'Twitch', icon: Gamepad2 },
  medium: { label: 'Medium', icon: BookOpen },
};

/** The platform's name as the reader sees it. */
export function platformLabel(platform: SocialPlatform, t: Translator['t']): string {
  return platform === 'website' ? t('profile.links.website') : PLATFORM_DETAILS[platform].label;
}
