import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './build-if-changed.mjs';
import { benchEnv, openBenchApp } from './bench-analytics-seed';
import { freePort, startProcess, stopProcess } from './bench-process';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_ARGS } from './serve.mjs';
import { afterOwnersWrote, seedBenchOwner, seedGallery, seedOwnersToRender } from './bench-seed';

export interface BenchServer {
  origin: string;
  dataDir: string;
  server: ChildProcess;
  /** The seeded owner: a typical profile, three pages, a gallery of 100. */
  username: string;
  headers: { authorization: string };
  /**
   * Owners nobody has viewed yet, each after a write of theirs: a request to each is a first view,
   * in no cache, of the documents stored at the write (decision 032). Each has the seeded owner's
   * pages; the first `galleries` of them its gallery of 100 too.
   */
  unviewedOwners: string[];
  /** Owners nobody has viewed and who wrote nothing since this build: a first view renders. */
  neverWrittenOwners: string[];
  close(): Promise<void>;
}

/**
 * The server as `npm start` runs it (the plain-node build, production mode, its own process) on
 * SQLite in a temporary directory, seeded before it starts. It stands behind one trusted proxy
 * hop, so a load generator can give each request its own address (bench-addresses.ts).
 */
export async function startBenchServer(
  unviewedOwners: number,
  galleries = 0,
  extraNodeArgs: string[] = [],
  neverWrittenOwners = 0,
): Promise<BenchServer> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-bench-'));
  const env = { ...benchEnv(dataDir), TRUST_PROXY_HOPS: '1', HOST: '127.0.0.1', PORT: String(await freePort()) };
  const origin = `http://127.0.0.1:${env.PORT}`;
  const seeding = await openBenchApp(env);
  const { username, headers } = await seedBenchOwner(seeding);
  await seedGallery(seeding, headers, 100);
  const unviewed = await seedOwnersToRender(seeding, unviewedOwners, { username, galleries });
  await afterOwnersWrote(seeding, unviewed);
  const neverWritten = await seedOwnersToRender(seeding, neverWrittenOwners, { username, galleries: 0 }, 'unwritten');
  await seeding.close();
  // The server's own flags (serve.mjs), then BENCH_NODE_ARGS, which may override them: e.g.
  // `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles the server under load, and
  // `--min-semi-space-size=0 --max-semi-space-size=0` measures it on V8's defaults (decision 029).
  const nodeArgs = [...extraNodeArgs, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const server = await startProcess(
    [...SERVER_NODE_ARGS, ...nodeArgs, SERVER_ENTRY],
    { ...SERVER_ENV, ...env },
    `${origin}/api/health`,
  );
  return {
    origin,
    dataDir,
    server,
    username,
    headers,
    unviewedOwners: unviewed,
    neverWrittenOwners: neverWritten,
    async close() {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
