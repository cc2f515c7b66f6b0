import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLanguageFromSettings } from '../../../i18n/use-language-from-settings';
import { useThemeFromSettings } from '../../../lib/theme/use-theme-from-settings';
import { DesktopSidebar } from './desktop-sidebar';
import { TestCheckoutBanner } from './test-checkout-banner';
import { TopBar } from './top-bar';

/** Radix Dialog weighs about 12 KB: the drawer's code is fetched when it is first opened (decision 022). */
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** The dashboard shell (spec 1 §2): sidebar or drawer, top bar, and the section's screen. */
export function DashboardLayout() {
  useThemeFromSettings();
  useLanguageFromSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openDrawer = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  }, []);
  // Navigating closes the drawer.
  const { pathname } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname]);
  return (
    <div className="flex min-h-screen bg-slate-50">
      <DesktopSidebar />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TestCheckoutBanner />
        <TopBar onOpenMenu={openDrawer} menuButtonRef={menuButton} />
        <main className="flex-1 p-4 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
