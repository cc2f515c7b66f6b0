import { existsSync } from 'node:fs';
import path from 'node:path';

/** The specs run against the built web app. */
export default function globalSetup() {
  const built = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(built)) throw new Error('Build the web app first: npm run build');
}
