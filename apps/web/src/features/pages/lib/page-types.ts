import type { PageType } from '@sparklink/contract';
import {
  Briefcase,
  File,
  FileText,
  House,
  Images,
  Mail,
  MessageSquareQuote,
  Newspaper,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** How each page type is named and drawn; the order is the type select's order. */
export const PAGE_TYPE_INFO: Record<PageType, { label: string; icon: LucideIcon }> = {
  HOME: { label: 'Home', icon: House },
  ABOUT: { label: 'About', icon: UserRound },
  PROJECTS: { label: 'Projects', icon: Briefcase },
  SERVICES: { label: 'Services', icon: Wrench },
  GALLERY: { label: 'Gallery', icon: Images },
  CONTACT: { label: 'Contact', icon: Mail },
  BLOG: { label: 'Blog', icon: Newspaper },
  RESUME: { label: 'Resume', icon: FileText },
  TESTIMONIALS: { label: 'Testimonials', icon: MessageSquareQuote },
  CUSTOM: { label: 'Custom', icon: File },
};

export const PAGE_TYPE_OPTIONS = (Object.keys(PAGE_TYPE_INFO) as PageType[]).map((type) => ({
  value: type,
  label: PAGE_TYPE_INFO[type].label,
}));
