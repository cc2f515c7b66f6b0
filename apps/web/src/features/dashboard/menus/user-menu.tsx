import { lazy, Suspense, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { focusRing } from '../../../components/ui/focus-ring';
import { MenuStandIn } from '../../../components/ui/menu-stand-in';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { displayName } from '../user-names';

/** Radix's menu arrives with the first press on the avatar, not with the dashboard (decision 038). */
const UserMenuOpen = lazy(() => import('./user-menu-open'));

const TRIGGER = `rounded-full ${focusRing}`;

export function UserMenu() {
  const { user } = useAuth();
  const { t } = useT();
  const [used, setUsed] = useState(false);
  const label = t('dashboard.userMenu.label');
  const avatar = <Avatar src={user?.profilePicture} name={displayName(user)} size="sm" />;
  const standIn = (
    <MenuStandIn label={label} className={TRIGGER} onUse={used ? undefined : () => setUsed(true)}>
      {avatar}
    </MenuStandIn>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenuOpen label={label} className={TRIGGER} trigger={avatar} />
    </Suspense>
  );
}
