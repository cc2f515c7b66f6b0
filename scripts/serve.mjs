#!/usr/bin/env node
/**
 * `npm run serve`: the built server with plain node, as every run of it is made (`npm start`
 * after its build check, the bench, the lab check, the e2e suite). Signals are passed on to it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Node's flags for the server:
 * - source maps, so a stack trace in the log names the TypeScript line;
 * - a young generation of 16 MB a semi-space, growing to 32 MB (V8 starts at 1 MB and stops at
 *   16 MB). A first view of a public document allocates its rows, view and HTML, and a small young
 *   generation collected them many times as often and kept resizing: the server's CPU per first
 *   view fell by a tenth to a fifth in the bench (decision 029).
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--min-semi-space-size=16', '--max-semi-space-size=32'];

/**
 * The server's environment on top of the caller's:
 * - glibc's malloc at two arenas, sharp's own advice for glibc Linux (decision 035). Image decodes
 *   run on libuv's threads, and glibc gives each thread an arena of its own that keeps what a
 *   decode freed: eight 24 MP GIFs decoded at once kept about 345 MB with an arena per thread,
 *   140–195 MB with two.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The bundle `npm run build` writes, relative to the repository's root. */
export const SERVER_ENTRY = 'apps/api/dist/server.mjs';

/** Runs the built server in its own process until it exits, then exits with its code. */
export function serve() {
  const root = path.resolve(import.meta.dirname, '..');
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...SERVER_ENV },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve();
