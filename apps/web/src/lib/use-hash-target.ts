import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Focuses the element named by the address's hash (which brings it into view) once the screen has its
 * data, so a checklist link lands on the exact field (decision 052). After a tick: the dashboard
 * moves focus to the screen's heading on navigation, and this must come after it.
 */
export function useHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      // A heading or section is not focusable by itself; -1 keeps it out of the Tab order.
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // Focusing also scrolls the element into view.
      target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [ready, hash]);
}
