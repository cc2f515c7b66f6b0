import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/focus-ring';
import { LogoLink } from '../../../components/ui/logo-link';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { SidebarNav } from './sidebar-nav';
import { SidebarProfile } from './sidebar-profile';

interface SidebarContentProps {
  collapsed?: boolean;
  /** A control shown beside the logo (collapse toggle, drawer close). */
  headerAction?: ReactNode;
}

/** What the desktop sidebar and the mobile drawer both show. */
export function SidebarContent({ collapsed = false, headerAction }: SidebarContentProps) {
  const { user, logout } = useAuth();
  const { t } = useT();
  return (
    <div className="flex h-full flex-col bg-white">
      <div
        className={`flex items-center gap-2 border-b border-slate-200 px-4 py-4 ${
          collapsed ? 'flex-col' : 'justify-between'
        }`}
      >
        <LogoLink className={collapsed ? '[&>span:last-child]:hidden' : ''} />
        {headerAction}
      </div>
      <SidebarProfile user={user} collapsed={collapsed} />
      <SidebarNav collapsed={collapsed} />
      <div className="border-t border-slate-200 p-3">
        <button
          type="button"
          onClick={logout}
          title={collapsed ? t('dashboard.shell.signOut') : undefined}
          className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold text-red-600 hover:bg-red-50 ${
            collapsed ? 'justify-center' : ''
          } ${focusRing}`}
        >
          <LogOut aria-hidden className="h-5 w-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : ''}>{t('dashboard.shell.signOut')}</span>
        </button>
      </div>
    </div>
  );
}
