import { Menu } from 'lucide-react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { NotificationsMenu } from '../menus/notifications-menu';
import { UserMenu } from '../menus/user-menu';
import { pageSubtitle, pageTitle } from '../page-heading';
import { DashboardSearch } from '../search/dashboard-search';
import { greetingName } from '../user-names';
import { isFirstVisit } from '../../../lib/first-run';
import { SCREEN_HEADING_ID } from './use-focus-on-navigation';

interface TopBarProps {
  onOpenMenu: () => void;
  /** The drawer gives focus back to this button when it closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

export function TopBar({ onOpenMenu, menuButtonRef }: TopBarProps) {
  const { pathname, state } = useLocation();
  const { user } = useAuth();
  // pageTitle and the names read the active language; this re-renders the bar when it changes.
  const { t } = useT();
  return (
    <header
      data-top-bar
      className="sticky top-0 z-30 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:px-8"
    >
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenMenu}
        aria-label={t('dashboard.shell.openMenu')}
        className={`rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden ${focusRing}`}
      >
        <Menu aria-hidden className="h-6 w-6" />
      </button>
      <div className="min-w-0 flex-1">
        {/* Focus moves here after navigation (use-focus-on-navigation.ts); a heading shows no ring. */}
        <h1 id={SCREEN_HEADING_ID} tabIndex={-1} className="truncate text-xl font-bold text-slate-900 outline-none">
          {pageTitle(pathname)}
        </h1>
        <p className="truncate text-sm text-slate-500">
          {pageSubtitle(pathname, { name: greetingName(user), firstVisit: isFirstVisit(user, state) })}
        </p>
      </div>
      <div className="order-last w-full md:order-none md:w-72">
        <DashboardSearch />
      </div>
      <NotificationsMenu />
      <UserMenu />
    </header>
  );
}
