import type { MessageId } from '@sparklink/contract/i18n';
import {
  Briefcase,
  ChartColumn,
  CreditCard,
  FileText,
  Images,
  LayoutDashboard,
  Settings,
  User,
  type LucideIcon,
} from 'lucide-react';

export interface DashboardSection {
  path: string;
  label: MessageId;
  description: MessageId;
  icon: LucideIcon;
}

/** The sidebar of spec 1 §2, in its order; labels are message ids, read in the owner's language. */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  {
    path: '/dashboard',
    label: 'dashboard.nav.overview',
    description: 'dashboard.nav.overview.description',
    icon: LayoutDashboard,
  },
  {
    path: '/dashboard/profile',
    label: 'dashboard.nav.profile',
    description: 'dashboard.nav.profile.description',
    icon: User,
  },
  {
    path: '/dashboard/pages',
    label: 'dashboard.nav.pages',
    description: 'dashboard.nav.pages.description',
    icon: FileText,
  },
  {
    path: '/dashboard/gallery',
    label: 'dashboard.nav.gallery',
    description: 'dashboard.nav.gallery.description',
    icon: Images,
  },
  {
    path: '/dashboard/analytics',
    label: 'dashboard.nav.analytics',
    description: 'dashboard.nav.analytics.description',
    icon: ChartColumn,
  },
  {
    path: '/dashboard/subscription',
    label: 'dashboard.nav.subscription',
    description: 'dashboard.nav.subscription.description',
    icon: CreditCard,
  },
  {
    path: '/dashboard/resume',
    label: 'dashboard.nav.resume',
    description: 'dashboard.nav.resume.description',
    icon: Briefcase,
  },
  {
    path: '/dashboard/settings',
    label: 'dashboard.nav.settings',
    description: 'dashboard.nav.settings.description',
    icon: Settings,
  },
];

/** Exact for the overview, by path prefix (whole segments) for every other section. */
export function isSectionActive(sectionPath: string, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  if (sectionPath === '/dashboard') return current === '/dashboard';
  return current === sectionPath || current.startsWith(`${sectionPath}/`);
}
