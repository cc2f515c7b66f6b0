import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { SidebarContent } from './sidebar-content';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The sidebar on large screens; it can shrink to icons only. */
export function DesktopSidebar() {
  const [collapsed, toggle] = useSidebarCollapsed();
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const { t } = useT();
  return (
    <aside
      aria-label={t('dashboard.shell.sidebar')}
      data-collapsed={collapsed}
      // The column runs the page's full height with the panel's colour, and the panel inside it
      // sticks to the viewport: a long screen (Settings, Subscription) shows no grey under it.
      className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 lg:block ${
        collapsed ? 'w-20' : 'w-72'
      }`}
    >
      <div className="sticky top-0 h-screen">
        <SidebarContent
          collapsed={collapsed}
          headerAction={
            <button
              type="button"
              onClick={toggle}
              aria-label={t(collapsed ? 'dashboard.shell.expandSidebar' : 'dashboard.shell.collapseSidebar')}
              aria-expanded={!collapsed}
              className={`rounded-lg p-2 text-slate-500 hover:bg-slate-100 ${focusRing}`}
            >
              <Icon aria-hidden className="h-5 w-5" />
            </button>
          }
        />
      </div>
    </aside>
  );
}
