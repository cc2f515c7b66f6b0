import { useEffect, useState } from 'react';

/** The dashboard's sticky top bar (top-bar.tsx), whose search, bell and menu toasts leave uncovered. */
const TOP_BAR = '[data-top-bar]';

const GAP_PX = 8;
const EDGE_PX = 16;

/**
 * Where the toast stack starts: just under the top bar where there is one (its height changes
 * with the width, a banner above it and the scroll, so it is measured), else near the top edge.
 * Measured only while toasts show.
 */
export function useClearOfTopBar(active: boolean): number {
  const [top, setTop] = useState(EDGE_PX);
  useEffect(() => {
    if (!active) return;
    const measure = () => {
      const bar = document.querySelector(TOP_BAR);
      setTop(bar ? Math.max(EDGE_PX, bar.getBoundingClientRect().bottom + GAP_PX) : EDGE_PX);
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return top;
}
