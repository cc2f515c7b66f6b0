/**
 * Where a dialog gives focus back when what opened it went away in the same click: a link in the
 * phone menu closes the menu as it is followed, and when the screen holds the move to ask about
 * unsaved changes, the question's opener is a link that no longer exists. The menu names its
 * button here, and a dialog opening within the same click reads it. It is only good that long.
 */
const VALID_FOR_MS = 1000;
let offered: { element: HTMLElement; until: number } | null = null;

export function offerFocusFallback(element: HTMLElement | null) {
  offered = element ? { element, until: performance.now() + VALID_FOR_MS } : null;
}

/** Read, not taken: a render may run twice, and the offer expires by itself. */
export function focusFallback(): HTMLElement | null {
  return offered && performance.now() <= offered.until ? offered.element : null;
}
