import type { MessageId } from '@sparklink/contract/i18n';
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

/** How each page type is named (a message id, read with t()) and drawn; the order is the type select's order. */
export const PAGE_TYPE_INFO: Record<PageType, { label: MessageId; icon: LucideIcon }> = {
  HOME: { label: 'pages.type.home', icon: House },
  ABOUT: { label: 'pages.type.about', icon: UserRound },
  PROJECTS: { label: 'pages.type.projects', icon: Briefcase },
  SERVICES: { label: 'pages.type.services', icon: Wrench },
  GALLERY: { label: 'pages.type.gallery', icon: Images },
  CONTACT: { label: 'pages.type.contact', icon: Mail },
  BLOG: { label: 'pages.type.blog', icon: Newspaper },
  RESUME: { label: 'pages.type.resume', icon: FileText },
  TESTIMONIALS: { label: 'pages.type.testimonials', icon: MessageSquareQuote },
  CUSTOM: { label: 'pages.type.custom', icon: File },
};

export const PAGE_TYPES = Object.keys(PAGE_TYPE_INFO) as PageType[];
