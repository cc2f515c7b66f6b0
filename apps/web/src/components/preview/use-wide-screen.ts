import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: where the preview stands beside the editor instead of behind a button. */
const WIDE = '(min-width: 1024px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);
const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
// Without matchMedia (a test's DOM) the screen counts as wide: the preview is simply shown.
const isWide = () => query()?.matches ?? true;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
