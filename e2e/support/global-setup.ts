import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './environment';

/** Every run starts from an empty data directory, and only against a built web app. */
export default function globalSetup() {
  rmSync(e2eDataDir(), { recursive: true, force: true });
  const built = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(built)) throw new Error('Build the web app first: npm run build');
}
