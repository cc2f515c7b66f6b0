import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundle-report';
import { precompress } from './build/precompress';

/** The dashboard SPA. Public pages are a separate, much smaller build (vite.public.config.ts). */
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), bundleReport({ title: 'dashboard SPA', outFile: 'docs/bundle-report.md' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by e2e/specs/byte-budget.spec.ts to tell screens from the lazy parts inside them.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/public': api, '/media': api },
  },
});
