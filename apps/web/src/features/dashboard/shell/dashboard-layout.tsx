import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLanguageFromSettings } from '../../../i18n/use-language-from-settings';
import { useThemeFromSettings } from '../../../lib/theme/use-theme-from-settings';
import { DesktopSidebar } from './desktop-sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TestCheckoutBanner } from './test-checkout-banner';
import { TopBar } from './top-bar';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** Radix Dialog weighs about 12 KB: the drawer's code is fetched when it is first opened (decision 022). */
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** The dashboard shell (spec 1 §2): sidebar or drawer, top bar, and the section's screen. */
export function DashboardLayout() {
  useThemeFromSettings();
  useLanguageFromSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Where the drawer gives focus back: its menu button, or the new screen's heading after a move.
  const drawerReturn = useRef<HTMLElement | null>(null);
  const openDrawer = useCallback(() => {
    drawerReturn.current = menuButton.current;
    setDrawerUsed(true);
    setDrawerOpen(true);
  }, []);
  // Navigating closes the drawer.
  const { pathname } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname]);
  useFocusOnNavigation(drawerReturn);
  return (
    <div className="flex min-h-screen bg-slate-50">
      <SkipLink />
      <DesktopSidebar />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={drawerReturn} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TestCheckoutBanner />
        <TopBar onOpenMenu={openDrawer} menuButtonRef={menuButton} />
        {/* tabIndex: the skip link moves focus here; main is not a control, so it shows no ring. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
