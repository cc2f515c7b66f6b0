import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

export const SCREEN_HEADING_ID = 'screen-heading';

/**
 * After a move to another dashboard screen, focus goes to that screen's heading (the top bar's
 * h1), so keyboard and screen-reader users start on the new screen instead of on <body> or on a
 * link that no longer exists. Not on the first load: the browser starts at the top of the page.
 * The drawer, when open, is closed by the same move, and it is told to give focus to the heading
 * instead of its menu button.
 */
export function useFocusOnNavigation(drawerReturnTarget: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // The first load's path until the first move; null afterwards.
  const firstPathname = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPathname.current !== null && firstPathname.current === pathname) return;
    firstPathname.current = null;
    const heading = document.getElementById(SCREEN_HEADING_ID);
    if (!heading) return;
    drawerReturnTarget.current = heading;
    heading.focus({ preventScroll: true });
  }, [pathname, drawerReturnTarget]);
}
