/** @jsxImportSource @sparklink/public-site/html */
import type { PageType } from '@sparklink/contract';
import {
  Briefcase,
  FileText,
  Home,
  Image,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Sparkles,
  User,
  Wrench,
} from 'lucide-react';
import { publicText } from '../public-text';
import { homePath, profileHref, type NavEntry, type OwnerSummary } from '../public-view';
import { StaticIcon } from '../static-icon';

const ICONS: Record<PageType, typeof Home> = {
  HOME: Home,
  ABOUT: User,
  PROJECTS: Briefcase,
  SERVICES: Wrench,
  GALLERY: Image,
  CONTACT: Mail,
  BLOG: Newspaper,
  RESUME: FileText,
  TESTIMONIALS: MessageSquareQuote,
  CUSTOM: Sparkles,
};

const currentIf = (active: boolean) => (active ? 'page' : undefined);

const linkClass = (active: boolean) =>
  `inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium sm:min-h-10 sm:px-3.5 ${
    active ? 'bg-indigo-600 text-white shadow-sm' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
  }`;

/** Which entry of the nav is the document shown: a page by its slug, which may be any word. */
export type ActiveNav = 'profile' | 'gallery' | { slug: string };

/**
 * Profile, each published page in order (icon by type), Gallery: plain links, no script needed.
 * The links wrap onto more lines rather than scroll sideways, so on a 360 px phone every entry,
 * the current one too, is on screen (decision 045); a long title breaks inside its pill.
 */
export function PublicNav({ owner, nav, active }: { owner: OwnerSummary; nav: NavEntry[]; active: ActiveNav }) {
  const base = homePath(owner);
  const { t } = publicText();
  return (
    <nav aria-label={t('public.nav.label')} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-3xl flex-wrap justify-center gap-1.5 px-3 py-3 sm:gap-2 sm:px-4">
        <li>
          <a
            href={profileHref(owner)}
            className={linkClass(active === 'profile')}
            aria-current={currentIf(active === 'profile')}
          >
            <StaticIcon icon={User} className="h-4 w-4" />
            {t('public.nav.profile')}
          </a>
        </li>
        {nav.map((entry) => {
          const Icon = ICONS[entry.type] ?? Sparkles;
          const isActive = typeof active === 'object' && active.slug === entry.slug;
          return (
            <li>
              <a
                href={`${base}/pages/${entry.slug}`}
                className={linkClass(isActive)}
                aria-current={currentIf(isActive)}
              >
                <StaticIcon icon={Icon} className="h-4 w-4 shrink-0" />
                <span className="break-words">{entry.title}</span>
              </a>
            </li>
          );
        })}
        <li>
          <a
            href={`${base}/gallery`}
            className={linkClass(active === 'gallery')}
            aria-current={currentIf(active === 'gallery')}
          >
            <StaticIcon icon={Image} className="h-4 w-4" />
            {t('public.nav.gallery')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
