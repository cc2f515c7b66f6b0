import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// As in the dashboard's tests: on a shared 2-core machine running the suites in parallel, a lazy
// island chunk can take longer than findBy…'s default second. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; PhotoSwipe asks it whether the reader wants less motion. This one
// answers no to every query; the lightbox tests put in their own.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList;
