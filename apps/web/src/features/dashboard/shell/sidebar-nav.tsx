import { NavLink } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { DASHBOARD_SECTIONS } from '../dashboard-sections';

/** NavLink marks the current section with aria-current; `end` keeps Overview exact. */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const { t } = useT();
  return (
    <nav aria-label={t('dashboard.nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {DASHBOARD_SECTIONS.map(({ path, label, description, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={path}
              end={path === '/dashboard'}
              title={collapsed ? t(label) : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 ${collapsed ? 'justify-center' : ''} ${focusRing} ${
                  isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : 'min-w-0'}>
                <span className="block text-sm font-semibold">{t(label)}</span>
                {!collapsed && <span className="block truncate text-xs text-slate-600">{t(description)}</span>}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
