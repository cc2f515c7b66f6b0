import { existsSync } from 'node:fs';
import path from 'node:path';

/** The specs run against the built dashboard and public pages. */
export default function globalSetup() {
  const builds = ['../../apps/web/dist/index.html', '../../packages/public-site/dist/public-manifest.json'];
  if (!builds.every((built) => existsSync(path.resolve(import.meta.dirname, built)))) {
    throw new Error('Build the web app and the public pages first: npm run build');
  }
}
