import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { CATALOG_AREAS, ENTRY_CATALOG_AREAS, SERVER_CATALOG_AREAS } from '@sparklink/contract/i18n';
import { afterEach } from 'vitest';
import { activateLanguage } from './src/i18n/i18n';

// findBy…/waitFor give up after 1 s by default; on a shared 2-core machine running the suites in
// parallel a lazy chunk or a fake-API answer can take longer. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the app asks it for the OS colour scheme. This one prefers light; the
// theme tests put in their own.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList;

// Components render in English unless a test switches language; every area the browser can load
// is there, as if each screen's route had loaded its own (public and mail render on the server).
const serverOnly: readonly string[] = SERVER_CATALOG_AREAS;
await activateLanguage('en', [...ENTRY_CATALOG_AREAS, ...CATALOG_AREAS.filter((area) => !serverOnly.includes(area))]);

afterEach(async () => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  await activateLanguage('en');
});
