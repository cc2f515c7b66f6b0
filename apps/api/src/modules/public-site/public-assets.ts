import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicAssets } from '@sparklink/web/public-render';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** Reads the public build's Vite manifest once; without a build the pages render with no assets. */
export function loadPublicAssets(webDistDir: string): PublicAssets {
  const manifestFile = path.join(webDistDir, 'public-manifest.json');
  if (!existsSync(manifestFile)) return { styles: [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['src/public/entry-client.ts'];
  if (!entry) return { styles: [] };
  const beacon = manifest['src/public/beacon.ts'];
  return {
    script: `/${entry.file}`,
    beacon: beacon && `/${beacon.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
  };
}
