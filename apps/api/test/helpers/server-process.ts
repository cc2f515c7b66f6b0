import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
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
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
}

/**
 * The server as users run it (`src/server.ts` in its own process, listening on a real port; tsx
 * is loaded into that process rather than starting another, so a signal reaches the server),
 * on the given data directory and database. Resolves once `/api/health` answers.
 */
export async function startServerProcess(
  database: ProcessDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test runner that ends without stopping the server (a failed hook, an interrupted run) must
  // not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, exited, () => output);
  return {
    origin,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function waitForHealth(origin: string, exited: Promise<unknown>, output: () => string): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited before it was ready:\n${output()}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within 30 s:\n${output()}`);
}
