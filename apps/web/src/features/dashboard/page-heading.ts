import type { MessageId } from '@sparklink/contract/i18n';
import { translator } from '../../i18n/use-t';
import { isSectionActive } from './dashboard-sections';

interface Heading {
  path: string;
  title: MessageId;
  /** Absent on the overview, whose subtitle greets the owner. */
  subtitle?: MessageId;
}

/** Every section names itself, so an owner always sees where they are. */
const HEADINGS: readonly Heading[] = [
  { path: '/dashboard', title: 'dashboard.heading.overview' },
  { path: '/dashboard/profile', title: 'dashboard.heading.profile', subtitle: 'dashboard.heading.profile.subtitle' },
  { path: '/dashboard/pages', title: 'dashboard.heading.pages', subtitle: 'dashboard.heading.pages.subtitle' },
  { path: '/dashboard/gallery', title: 'dashboard.heading.gallery', subtitle: 'dashboard.heading.gallery.subtitle' },
  {
    path: '/dashboard/analytics',
    title: 'dashboard.heading.analytics',
    subtitle: 'dashboard.heading.analytics.subtitle',
  },
  {
    path: '/dashboard/subscription',
    title: 'dashboard.heading.subscription',
    subtitle: 'dashboard.heading.subscription.subtitle',
  },
  { path: '/dashboard/resume', title: 'dashboard.heading.resume', subtitle: 'dashboard.heading.resume.subtitle' },
  { path: '/dashboard/settings', title: 'dashboard.heading.settings', subtitle: 'dashboard.heading.settings.subtitle' },
];

function headingFor(pathname: string): Heading | undefined {
  return HEADINGS.find(({ path }) => isSectionActive(path, pathname));
}

/** In the active language: the top bar calls these while rendering, under its own useT(). */
export function pageTitle(pathname: string): string {
  const { t } = translator();
  return t(headingFor(pathname)?.title ?? 'dashboard.heading.default');
}

/** The overview's greeting: who (first name or none) and whether this is the first visit (decision 052). */
export interface Welcome {
  name: string | null;
  firstVisit: boolean;
}

function welcomeId({ name, firstVisit }: Welcome): MessageId {
  const base = firstVisit ? 'dashboard.heading.welcome' : 'dashboard.heading.welcomeBack';
  return name === null ? `${base}.noName` : base;
}

export function pageSubtitle(pathname: string, welcome: Welcome): string {
  const { t } = translator();
  if (isSectionActive('/dashboard', pathname)) {
    return t(welcomeId(welcome), welcome.name === null ? undefined : { name: welcome.name });
  }
  return t(headingFor(pathname)?.subtitle ?? 'dashboard.heading.manage');
}
