import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { focusRing } from '../../../components/ui/focus-ring';
import { MenuStandIn } from '../../../components/ui/menu-stand-in';
import { useT } from '../../../i18n/use-t';
import { useNotificationsQuery } from '../api/notifications';

/** Radix's menu arrives with the first press on the bell, not with the dashboard (decision 038). */
const NotificationsMenuOpen = lazy(() => import('./notifications-menu-open'));

const TRIGGER = `relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 ${focusRing}`;

/** The bell with its unread count. Opening the menu marks what it shows as read. */
export function NotificationsMenu() {
  const { t } = useT();
  const { data } = useNotificationsQuery();
  const [used, setUsed] = useState(false);
  const unread = data?.unreadCount ?? 0;
  const label =
    unread > 0 ? t('dashboard.notifications.unreadCount', { count: unread }) : t('dashboard.notifications.title');
  const bell = (
    <>
      <Bell aria-hidden className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
  const standIn = (
    <MenuStandIn label={label} className={TRIGGER} onUse={used ? undefined : () => setUsed(true)}>
      {bell}
    </MenuStandIn>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationsMenuOpen label={label} className={TRIGGER} trigger={bell} />
    </Suspense>
  );
}
