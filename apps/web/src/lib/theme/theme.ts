import type { Theme } from '@sparklink/contract';

/**
 * The dashboard's theme on this device. The owner's choice lives in their settings; a copy in
 * localStorage lets public/theme.js (a blocking script in index.html's head) put the right class
 * on <html> before the first paint. That script repeats `isDark` and the key: keep them in step.
 */
const THEME_STORAGE_KEY = 'theme';
const PREFERS_DARK = '(prefers-color-scheme: dark)';

/** Nothing stored, or anything but light or dark, is 'system': the OS decides. */
function isDark(stored: string | null): boolean {
  return stored === 'dark' || (stored !== 'light' && window.matchMedia(PREFERS_DARK).matches);
}

/** Puts the stored theme on <html>: the `dark` class the stylesheet keys on. */
function applyStoredTheme(): void {
  document.documentElement.classList.toggle('dark', isDark(localStorage.getItem(THEME_STORAGE_KEY)));
}

/** Keeps the owner's choice for the next page load and shows it now. */
export function rememberTheme(theme: Theme): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  applyStoredTheme();
}

/**
 * Shows the stored theme (again: the head script did it first, unless it failed to load), then
 * follows the OS while the theme is 'system', and a choice made in another tab. Returns the
 * unsubscribe, so it fits a React effect.
 */
export function followThemeChanges(): () => void {
  applyStoredTheme();
  const media = window.matchMedia(PREFERS_DARK);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyStoredTheme();
  };
  media.addEventListener('change', applyStoredTheme);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', applyStoredTheme);
    window.removeEventListener('storage', onStorage);
  };
}
