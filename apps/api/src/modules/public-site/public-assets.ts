import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicAssets } from '@sparklink/public-site/render';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/**
 * Reads the public build's Vite manifest (packages/public-site/dist) once; without a build the
 * pages render with no assets. The keys are the entries' paths in that package.
 */
export function loadPublicAssets(publicSiteDistDir: string): PublicAssets {
  const manifestFile = path.join(publicSiteDistDir, 'public-manifest.json');
  if (!existsSync(manifestFile)) return { styles: [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['src/entry-client.ts'];
  if (!entry) return { styles: [] };
  const beacon = manifest['src/beacon.ts'];
  const shareDialog = manifest['src/share-dialog.ts'];
  return {
    script: `/${entry.file}`,
    beacon: beacon && `/${beacon.file}`,
    shareDialog: shareDialog && `/${shareDialog.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
  };
}
