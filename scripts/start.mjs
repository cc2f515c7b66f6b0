#!/usr/bin/env node
/**
 * `npm start`: builds the SPA, the public islands and the server only when their sources changed
 * since the last build (a hash of every input is kept beside the output), then runs the server
 * with plain node. The server replaces this process's role: signals reach it directly.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['apps/api/src', 'apps/web/src', 'apps/web/public', 'packages/contract/src', 'apps/web/index.html'];
const CONFIG_FILES = [
  'package-lock.json',
  'apps/web/vite.config.ts',
  'apps/web/vite.public.config.ts',
  'scripts/build-server.mjs',
];
const STAMP = 'apps/api/dist/build-inputs.sha256';
const OUTPUTS = ['apps/api/dist/server.mjs', 'apps/web/dist/index.html'];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of [...INPUTS.flatMap((entry) => [...files(entry)]), ...CONFIG_FILES.filter(existsSync)]) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const current = inputsHash();
const built = existsSync(STAMP) && OUTPUTS.every(existsSync) ? readFileSync(STAMP, 'utf8') : '';
if (built === current) {
  console.log('Build is up to date: starting.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, current);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
