import { LifeBuoy, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { displayName } from '../user-names';

const SUPPORT_MAIL = 'mailto:support@sparklink.app';

/** The user menu itself, fetched when the avatar is first pressed (user-menu.tsx) and mounted open. */
export default function UserMenuOpen(props: { label: string; className: string; trigger: ReactNode }) {
  const { user, logout } = useAuth();
  const { t } = useT();
  const name = displayName(user);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger aria-label={props.label} className={props.className}>
        {props.trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block truncate text-slate-500">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={SUPPORT_MAIL}>
            <LifeBuoy aria-hidden className="h-4 w-4" />
            {t('dashboard.userMenu.help')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={logout} className="text-red-600 data-[highlighted]:text-red-700">
          <LogOut aria-hidden className="h-4 w-4" />
          {t('dashboard.shell.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
