#!/usr/bin/env node
/**
 * `npm start`: builds only when the sources changed since the last build (build-if-changed.mjs),
 * then runs the server with plain node. Signals are passed on to it.
 */
import { spawn } from 'node:child_process';
import { ensureBuilt } from './build-if-changed.mjs';

ensureBuilt();

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
