import path from 'node:path';
import { defineConfig } from 'vite';
import { compileCatalogs } from './build/compile-catalogs.ts';
import { prerenderScreens } from './build/prerender-screens.ts';

/**
 * The third build: the sign-in screens rendered to HTML by React at build time, in every language,
 * and the dashboard's skeleton (decision 038). A server build of src/prerender/prerender.tsx runs
 * once and writes dist/prerendered.json; its own output is a throwaway under node_modules/.
 */
export default defineConfig({
  plugins: [compileCatalogs(), prerenderScreens(path.resolve(import.meta.dirname, 'dist/prerendered.json'))],
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/prerender.tsx',
    outDir: 'node_modules/.prerender',
    emptyOutDir: true,
    sourcemap: false,
  },
});
