import { MESSAGES } from '@sparklink/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useT } from '../../../i18n/use-t';
import { useMarkNotificationsRead, useNotificationsQuery } from '../api/notifications';
import { timeAgo } from '../../../lib/time-ago';

/**
 * The notifications menu itself, fetched when the bell is first pressed (notifications-menu.tsx)
 * and mounted open. Opening it marks what it shows as read, that first time included.
 */
export default function NotificationsMenuOpen(props: { label: string; className: string; trigger: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A notification that leads to another screen gives focus to that screen's heading
  // (use-focus-on-navigation.ts), not back to the bell as a closing menu does.
  const leaving = useRef(false);
  const follow = (link: string | null | undefined) => {
    if (!link) return;
    leaving.current = new URL(link, window.location.origin).pathname !== pathname;
    void navigate(link);
  };
  const { t, message } = useT();
  const { data } = useNotificationsQuery();
  const markRead = useMarkNotificationsRead();
  const notifications = data?.notifications ?? [];

  const onOpenChange = (open: boolean) => {
    const unreadIds = notifications.filter((n) => !n.read).map((n) => n.id);
    if (open && unreadIds.length > 0) markRead.mutate(unreadIds);
  };
  // Mounted open by the first press: Radix reports only later changes.
  useEffect(() => onOpenChange(true), []);

  return (
    <DropdownMenu defaultOpen onOpenChange={onOpenChange}>
      <DropdownMenuTrigger aria-label={props.label} className={props.className}>
        {props.trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="max-h-96 w-80 overflow-y-auto"
        onCloseAutoFocus={(event) => {
          if (leaving.current) event.preventDefault();
          leaving.current = false;
        }}
      >
        <DropdownMenuLabel className="font-semibold text-slate-900">
          {t('dashboard.notifications.title')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.length === 0 && (
          <DropdownMenuItem disabled>{message(MESSAGES.noNotifications)}</DropdownMenuItem>
        )}
        {notifications.map((n) => (
          <DropdownMenuItem key={n.id} onSelect={() => follow(n.link)} className="items-start">
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
