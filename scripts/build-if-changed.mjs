/**
 * Builds the SPA, the public pages' script and stylesheet and the server (`npm run build`) only
 * when their inputs changed since the last build: a hash of every input is kept beside the output.
 * Used by `npm start` and the bench. The same hash names the renderer of stored public documents
 * (decision 032), so every source of the public views must be listed here.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const INPUTS = [
  'apps/api/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'packages/contract/src',
  'packages/public-site/src',
  'scripts/vite-plugins',
  'apps/web/index.html',
];
const CONFIG_FILES = [
  'package-lock.json',
  'apps/web/vite.config.ts',
  'packages/public-site/vite.config.ts',
  'scripts/build-server.mjs',
];
const STAMP = 'apps/api/dist/build-inputs.sha256';
const OUTPUTS = [
  'apps/api/dist/server.mjs',
  'apps/web/dist/index.html',
  'packages/public-site/dist/public-manifest.json',
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function inputsHash() {
  const hash = createHash('sha256');
  for (const file of [...INPUTS.flatMap((entry) => [...files(entry)]), ...CONFIG_FILES.filter(existsSync)]) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Runs the build unless the outputs exist and were built from these very inputs; true when it built. */
export function ensureBuilt() {
  const current = inputsHash();
  const built = existsSync(STAMP) && OUTPUTS.every((file) => existsSync(file)) ? readFileSync(STAMP, 'utf8') : '';
  if (built === current) {
    console.log('Build is up to date.');
    return false;
  }
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, current);
  return true;
}
