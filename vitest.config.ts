import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Files that replace a module with vi.mock: they need modules of their own (see sharingModules). */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * A suite whose files share the loaded modules of their worker (isolate: false), and its
 * `<name>-isolated` twin with fresh modules per file. Every file builds what it tests (an app with
 * its own database, ports and Redis keys; a rendered screen that Testing Library unmounts), so
 * only code is shared, and loading it once per worker instead of once per file halves the suites'
 * time. A file that replaces a module (vi.mock) would leak its stand-in into the next file: it is
 * named *.isolated.test.ts(x) and runs in the twin.
 */
function sharingModules(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const test = project.test!;
  return [
    {
      ...project,
      test: { ...test, exclude: [...(test.exclude ?? configDefaults.exclude), ISOLATED], isolate: false },
    },
    { ...project, test: { ...test, name: `${test.name}-isolated`, include: [ISOLATED], exclude: undefined } },
  ];
}

/** The API suite on one dialect. */
const api = (dialect: 'sqlite' | 'postgres') =>
  sharingModules({
    test: {
      name: `api-${dialect}`,
      root: './apps/api',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // Several server processes need one database they can all reach: PostgreSQL only.
      exclude:
        dialect === 'sqlite' ? [...configDefaults.exclude, 'test/multi-process/**'] : [...configDefaults.exclude],
      environment: 'node',
      globalSetup: ['./test/global-setup.ts'],
      provide: { dialect },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });

/**
 * `npm test` (scripts/test.mjs) runs every project, the api-postgres ones only when
 * TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      ...sharingModules({
        test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' },
      }),
      // The public pages' views (HTML strings, their own JSX runtime) and islands, in a DOM.
      ...sharingModules({
        test: {
          name: 'public-site',
          root: './packages/public-site',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      }),
      ...sharingModules({
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
      }),
      ...api('sqlite'),
      ...api('postgres'),
    ],
  },
});
