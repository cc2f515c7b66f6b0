import { useState } from 'react';
import { focusFallback } from './focus-fallback';

function focusHolders(): (HTMLElement | null)[] {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return [active, focusFallback()];
}

/**
 * Remembers what held focus when a dialog opened, so it gets focus back on close: Radix gives it
 * back only to a Radix Trigger, and these dialogs are opened by plain buttons under the caller's
 * state. Read while rendering the opening, before anything in the dialog takes focus: a button
 * with `autoFocus` is focused before any effect runs, and Radix then skips its own mount focus.
 * Returns the element to focus on close, or null when it (and the fallback) went away.
 */
export function useFocusReturn(open: boolean): () => HTMLElement | null {
  const [opening, setOpening] = useState(() => ({ open, from: open ? focusHolders() : [] }));
  if (open !== opening.open) setOpening({ open, from: open ? focusHolders() : opening.from });
  return () => opening.from.find((element) => element?.isConnected && element !== document.body) ?? null;
}
