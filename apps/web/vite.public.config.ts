import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The script and stylesheet of the server-rendered public pages. The same React components are
 * hydrated with Preact's compat layer (about 4 KB instead of React DOM's 60 KB), which keeps the
 * public JavaScript inside its 15 KB budget. See docs/decisions/003-public-pages-ssr.md.
 */
export default defineConfig({
  plugins: [tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: 'public-manifest.json',
    sourcemap: false,
    rollupOptions: { input: { public: 'src/public/entry-client.tsx', beacon: 'src/public/beacon.ts' } },
  },
});
