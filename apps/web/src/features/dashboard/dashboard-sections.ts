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
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The sidebar of spec 1 §2, in its order. */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { path: '/dashboard', label: 'Overview', description: 'Dashboard home', icon: LayoutDashboard },
  { path: '/dashboard/profile', label: 'Profile', description: 'Personal information', icon: User },
  { path: '/dashboard/pages', label: 'Pages', description: 'Create & manage pages', icon: FileText },
  { path: '/dashboard/gallery', label: 'Gallery', description: 'Photos & media', icon: Images },
  { path: '/dashboard/analytics', label: 'Analytics', description: 'Performance insights', icon: ChartColumn },
  { path: '/dashboard/subscription', label: 'Subscription', description: 'Plans & billing', icon: CreditCard },
  { path: '/dashboard/resume', label: 'Resume', description: 'Create & manage resume', icon: Briefcase },
  { path: '/dashboard/settings', label: 'Settings', description: 'Account preferences', icon: Settings },
];

/** Exact for the overview, by path prefix (whole segments) for every other section. */
export function isSectionActive(sectionPath: string, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  if (sectionPath === '/dashboard') return current === '/dashboard';
  return current === sectionPath || current.startsWith(`${sectionPath}/`);
}
