import type { MouseEvent } from 'react';
import { useT } from '../../../i18n/use-t';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of the dashboard: it jumps past the sidebar and the top bar (14–15 stops)
 * to the screen. Hidden until focused. The click moves focus itself: following the `#` link would
 * put a hash in the router's address.
 */
export function SkipLink() {
  const { t } = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // focus() also scrolls the main content into view.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-lg ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('dashboard.shell.skipToContent')}
    </a>
  );
}
