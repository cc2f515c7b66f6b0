import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const apiProject = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${dialect}`,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server processes need one database they can all reach: PostgreSQL only.
    exclude: dialect === 'sqlite' ? [...configDefaults.exclude, 'test/multi-process/**'] : configDefaults.exclude,
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    provide: { dialect },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Five projects: `npm test` (scripts/test.mjs) runs them, api-postgres only when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        // The public pages' views (HTML strings, their own JSX runtime) and islands, in a DOM.
        test: {
          name: 'public-site',
          root: './packages/public-site',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          // The settings screen renders every section (and the fake API answers each) in jsdom:
          // several seconds on a loaded two-core machine, so 5 s was a timing coin toss.
          testTimeout: 15_000,
        },
      },
      apiProject('sqlite'),
      apiProject('postgres'),
    ],
  },
});
