import { useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useThemeFromSettings } from '../../../lib/theme/use-theme-from-settings';
import { DesktopSidebar } from './desktop-sidebar';
import { MobileDrawer } from './mobile-drawer';
import { TopBar } from './top-bar';

/** The dashboard shell (spec 1 §2): sidebar or drawer, top bar, and the section's screen. */
export function DashboardLayout() {
  useThemeFromSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  return (
    <div className="flex min-h-screen bg-slate-50">
      <DesktopSidebar />
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar onOpenMenu={openDrawer} menuButtonRef={menuButton} />
        <main className="flex-1 p-4 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
