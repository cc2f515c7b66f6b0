import { LifeBuoy, LogOut } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
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
import { useAuth } from '../../../lib/session/auth-context';
import { displayName } from '../user-names';

const SUPPORT_MAIL = 'mailto:support@sparklink.app';

export function UserMenu() {
  const { user, logout } = useAuth();
  const { t } = useT();
  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={t('dashboard.userMenu.label')} className={`rounded-full ${focusRing}`}>
        <Avatar src={user?.profilePicture} name={name} size="sm" />
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
