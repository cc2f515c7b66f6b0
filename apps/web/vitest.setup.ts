import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});
