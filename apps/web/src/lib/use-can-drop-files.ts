import { useSyncExternalStore } from 'react';

/**
 * A touch screen without a mouse (a phone, a tablet): no pointer hovers and the one there is, a
 * finger, is coarse. Files cannot be dragged onto the page there, so upload areas only offer the
 * picker. A laptop with a touch screen still has its mouse (hover), so it keeps the drop prompt.
 */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_ONLY) : null);
const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const canDrop = () => !(query()?.matches ?? false);

/** Whether the reader can drop files here; the server render and unknown devices say yes. */
export function useCanDropFiles(): boolean {
  return useSyncExternalStore(subscribe, canDrop, () => true);
}
