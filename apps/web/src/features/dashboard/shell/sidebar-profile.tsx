import type { User } from '@sparklink/contract';
import { BadgeCheck } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { useT } from '../../../i18n/use-t';
import { displayName } from '../user-names';

/** Avatar, name, verified badge and plan at the top of the sidebar; only the avatar when collapsed. */
export function SidebarProfile({ user, collapsed }: { user: User | null; collapsed: boolean }) {
  const { t } = useT();
  const name = displayName(user);
  return (
    <div className={`flex items-center gap-3 border-b border-slate-200 px-4 py-4 ${collapsed ? 'justify-center' : ''}`}>
      <Avatar src={user?.profilePicture} name={name} />
      <div className={collapsed ? 'sr-only' : 'min-w-0'}>
        <p className="flex items-center gap-1 truncate font-semibold text-slate-900">
          <span className="truncate">{name}</span>
          {user?.hasVerifiedBadge && (
            <BadgeCheck
              role="img"
              aria-label={t('dashboard.shell.verified')}
              className="h-4 w-4 shrink-0 text-brand-600"
            />
          )}
        </p>
        <p className="text-xs text-slate-500">{t('dashboard.shell.plan', { plan: user?.subscription ?? 'STARTER' })}</p>
      </div>
    </div>
  );
}
