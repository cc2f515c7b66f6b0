#!/usr/bin/env node
/**
 * Bundles the API (with the workspace packages it imports: the contract and the public pages'
 * renderer, @sparklink/public-site) into apps/api/dist/server.mjs, so production runs
 * `node apps/api/dist/server.mjs` with no TypeScript compiler and no workspace link at run time.
 * Packages from node_modules stay external: they are installed, and native ones (sharp, argon2,
 * better-sqlite3) cannot be bundled anyway.
 */
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { inputsHash } from './build-if-changed.mjs';

const workspacePackage = /^@sparklink\//;

await build({
  entryPoints: { server: 'apps/api/src/server.ts', 'migrate-cli': 'apps/api/src/db/migrate-cli.ts' },
  outdir: 'apps/api/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          workspacePackage.test(path) ? undefined : { path, external: true },
        );
      },
    },
  ],
});
// Which sources this server renders public documents from: a document another build stored is not
// served (decision 032). The same function hashes the sources when the server runs under tsx.
writeFileSync('apps/api/dist/renderer.id', inputsHash());
console.log('built apps/api/dist/server.mjs');
