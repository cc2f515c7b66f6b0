import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { moduleList } from '../../scripts/vite-plugins/module-list.ts';
import { precompress } from '../../scripts/vite-plugins/precompress.ts';

/**
 * The script and stylesheet of the server-rendered public pages. A page links the script only
 * when it has an island; no framework rides on it: the gallery's lightbox is PhotoSwipe, fetched
 * at the first tap on an image (docs/decisions/038-react-in-production.md). The server serves
 * this dist beside the dashboard's, both under /assets (apps/api/src/plugins/web-assets.ts).
 */
export default defineConfig({
  plugins: [tailwindcss(), precompress(), moduleList('.vite/public-modules.json')],
  // The pages' favicon is the dashboard build's (apps/web/public): one file for the whole product.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: 'public-manifest.json',
    sourcemap: false,
    rollupOptions: {
      input: { public: 'src/entry-client.ts', beacon: 'src/beacon.ts', 'share-dialog': 'src/share-dialog.ts' },
      // The share dialog is imported by the URL the server writes on it, for its export.
      preserveEntrySignatures: 'exports-only',
    },
  },
});
