import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
const READY_TIMEOUT_MS = 45_000;

/** One `server.ts` as users run it: its own process and port, its own DATA_DIR. */
export interface ServerProcess {
  origin: string;
  /** Its log, one parsed JSON line each (pino). */
  logs: Array<Record<string, unknown>>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// The last line of defence: a test runner that exits never leaves a server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

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

/** Starts `server.ts` with tsx and resolves once /api/health answers 200; fails if it exits first. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));

  const logs: Array<Record<string, unknown>> = [];
  let partial = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));

  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, exited, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, logs, fetch: (pathname, init) => fetch(origin + pathname, init), stop };
}

async function waitForHealth(origin: string, exited: Promise<void>, errors: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited before it was ready:\n${errors()}`);
    const answer = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${errors()}`);
}
