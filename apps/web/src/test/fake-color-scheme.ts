import { vi } from 'vitest';

/**
 * Stands in for the OS colour scheme behind matchMedia('(prefers-color-scheme: dark)'); `change`
 * flips it and tells the listeners, as the browser does when the OS switches.
 */
export function fakeColorScheme(prefersDark: boolean) {
  let dark = prefersDark;
  const listeners = new Set<EventListener>();
  const media = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: EventListener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: EventListener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    change(toDark: boolean) {
      dark = toDark;
      listeners.forEach((listener) => listener(new Event('change')));
    },
    listenerCount: () => listeners.size,
  };
}
