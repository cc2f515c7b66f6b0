import { isSectionActive } from './dashboard-sections';

/** Subscription and Resume fall through to 'Dashboard', as spec 1 §2 lists them. */
const TITLES: ReadonlyArray<[path: string, title: string]> = [
  ['/dashboard', 'Dashboard Overview'],
  ['/dashboard/profile', 'Profile Settings'],
  ['/dashboard/pages', 'Page Management'],
  ['/dashboard/gallery', 'Gallery'],
  ['/dashboard/analytics', 'Analytics'],
  ['/dashboard/settings', 'Settings'],
];

export function pageTitle(pathname: string): string {
  return TITLES.find(([path]) => isSectionActive(path, pathname))?.[1] ?? 'Dashboard';
}

export function pageSubtitle(pathname: string, name: string): string {
  return isSectionActive('/dashboard', pathname) ? `Welcome back, ${name}!` : 'Manage your portfolio and settings';
}
