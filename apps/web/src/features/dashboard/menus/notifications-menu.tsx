import { MESSAGES } from '@sparklink/contract';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { useMarkNotificationsRead, useNotificationsQuery } from '../api/notifications';
import { timeAgo } from '../../../lib/time-ago';

/** The bell with its unread count. Opening the menu marks what it shows as read. */
export function NotificationsMenu() {
  const navigate = useNavigate();
  const { t, message } = useT();
  const { data } = useNotificationsQuery();
  const markRead = useMarkNotificationsRead();
  const notifications = data?.notifications ?? [];
  const unread = data?.unreadCount ?? 0;

  const onOpenChange = (open: boolean) => {
    const unreadIds = notifications.filter((n) => !n.read).map((n) => n.id);
    if (open && unreadIds.length > 0) markRead.mutate(unreadIds);
  };

  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        aria-label={
          unread > 0 ? t('dashboard.notifications.unreadCount', { count: unread }) : t('dashboard.notifications.title')
        }
        className={`relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 ${focusRing}`}
      >
        <Bell aria-hidden className="h-6 w-6" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-96 w-80 overflow-y-auto">
        <DropdownMenuLabel className="font-semibold text-slate-900">
          {t('dashboard.notifications.title')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.length === 0 && (
          <DropdownMenuItem disabled>{message(MESSAGES.noNotifications)}</DropdownMenuItem>
        )}
        {notifications.map((n) => (
          <DropdownMenuItem key={n.id} onSelect={() => n.link && void navigate(n.link)} className="items-start">
            <span
              aria-hidden
              className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-brand-600'}`}
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {message(n.title)}
                {!n.read && <span className="sr-only">{` ${t('dashboard.notifications.unread')}`}</span>}
              </span>
              {n.body && <span className="block text-slate-600">{message(n.body)}</span>}
              <span className="block text-xs text-slate-500">{timeAgo(n.createdAt)}</span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
