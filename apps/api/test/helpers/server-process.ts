import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../../../scripts/serve.mjs';
import { createTestDatabase, makeTempDir, type TestDatabase } from './test-database';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A database of this test file's own (SQLite file or PostgreSQL schema) for real server processes. */
export interface ProcessDatabase {
  dataDir: string;
  /** For `createDatabase`: the test's own handle on the same database. */
  settings: TestDatabase['settings'];
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = makeTempDir();
  const test: TestDatabase = await createTestDatabase(dataDir);
  await test.database.close();
  const { url, schema } = test.settings;
  return {
    dataDir,
    settings: test.settings,
    env: url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema! } : {},
    async drop() {
      await test.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Its log, one parsed JSON line each (pino writes JSON outside development). */
  logs: Array<Record<string, unknown>>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM (SIGKILL after 10 s), then the data directory it was given by `startServer` is removed. */
  stop(): Promise<number | string>;
}

const READY_TIMEOUT_MS = 45_000;

/** The server on the given database, in a data directory of the test's own (`createProcessDatabase`). */
export const startServerProcess = (database: ProcessDatabase, env: Record<string, string> = {}) =>
  startServer({ DATA_DIR: database.dataDir, ...database.env, ...env });

/**
 * The server as users run it (`src/server.ts` in its own process, listening on a real port, with
 * the node flags and environment of scripts/serve.mjs; tsx is loaded into that process rather
 * than starting another, so a signal reaches the server).
 * Without a DATA_DIR in `env` it gets a temporary one, removed by `stop()`. Resolves once
 * `/api/health` answers 200; fails if the process exits first.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? undefined : makeTempDir();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      ...SERVER_ENV,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test runner that ends without stopping the server (a failed hook, an interrupted run) must
  // not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );

  let output = '';
  let partial = '';
  const logs: Array<Record<string, unknown>> = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    return exited;
  };
  try {
    await waitForHealth(origin, exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    child,
    output: () => output,
    logs,
    fetch: (pathname, init) => fetch(origin + pathname, init),
    exited,
    stop,
  };
}

async function waitForHealth(origin: string, exited: Promise<unknown>, output: () => string): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited before it was ready:\n${output()}`);
    const answer = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}
