import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundle-report.ts';
import { catalogChunk, compileCatalogs } from './build/compile-catalogs.ts';
import { moduleList } from '../../scripts/vite-plugins/module-list.ts';
import { precompress } from '../../scripts/vite-plugins/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';

/** The dashboard SPA. Public pages are a separate, much smaller build (packages/public-site/vite.config.ts). */
const api = 'http://localhost:3000';

/** Where people land: the server names these screens' scripts in index.html (decision 022). */
const landingScreens = {
  '/login': ['src/features/auth/screens/login-screen.tsx'],
  '/register': ['src/features/auth/screens/register-screen.tsx'],
  '/dashboard': [
    'src/features/dashboard/shell/dashboard-layout.tsx',
    'src/features/dashboard/overview/overview-screen.tsx',
  ],
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compileCatalogs(),
    precompress(),
    routePreloads(landingScreens),
    moduleList('.vite/modules.json'),
    bundleReport({ title: 'dashboard SPA', outFile: 'docs/bundle-report.md' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by e2e/specs/byte-budget.spec.ts to tell screens from the lazy parts inside them.
    manifest: true,
    rollupOptions: { output: { manualChunks: catalogChunk } },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/public': api, '/media': api },
  },
});
