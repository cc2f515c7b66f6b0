import type { MessageId } from '@sparklink/contract/i18n';
import { translator } from '../../i18n/use-t';
import { isSectionActive } from './dashboard-sections';

/** Subscription and Resume fall through to 'Dashboard', as spec 1 §2 lists them. */
const TITLES: ReadonlyArray<[path: string, title: MessageId]> = [
  ['/dashboard', 'dashboard.heading.overview'],
  ['/dashboard/profile', 'dashboard.heading.profile'],
  ['/dashboard/pages', 'dashboard.heading.pages'],
  ['/dashboard/gallery', 'dashboard.heading.gallery'],
  ['/dashboard/analytics', 'dashboard.heading.analytics'],
  ['/dashboard/settings', 'dashboard.heading.settings'],
];

/** In the active language: the top bar calls these while rendering, under its own useT(). */
export function pageTitle(pathname: string): string {
  const { t } = translator();
  return t(TITLES.find(([path]) => isSectionActive(path, pathname))?.[1] ?? 'dashboard.heading.default');
}

export function pageSubtitle(pathname: string, name: string): string {
  const { t } = translator();
  return isSectionActive('/dashboard', pathname)
    ? t('dashboard.heading.welcomeBack', { name })
    : t('dashboard.heading.manage');
}
