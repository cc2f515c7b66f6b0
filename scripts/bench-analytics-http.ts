import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { fromNewAddresses } from './bench-addresses';
import { benchEnv, openBenchApp } from './bench-analytics-seed';
import { seedBenchOwner } from './bench-seed';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 20;

export interface HttpBeaconResult {
  healthPerSecond: number;
  beaconPerSecond: number;
  eventsPerSecond: number;
  eventsWritten: number;
}

/**
 * The beacon over HTTP: the real server (`apps/api/src/server.ts`) in a child process, loaded by
 * autocannon from this one. It stands behind one trusted proxy hop and every request carries its
 * own X-Forwarded-For address, so each is a new visitor: neither the 120-per-minute limit per
 * address nor the 10 s repeat rule drops anything, and every 204 is an event to write. The events
 * written are counted in the database after the server has shut down (it writes its last batch
 * on close). Baseline: GET /api/health, the floor of a request, on the same server just before.
 */
export async function measureBeaconOverHttp(
  dataDir: string,
  seconds: number,
  userAgent: string,
): Promise<HttpBeaconResult> {
  const env = { ...benchEnv(dataDir), TRUST_PROXY_HOPS: '1', HOST: '127.0.0.1', PORT: String(await freePort()) };
  const seeding = await openBenchApp(env);
  const username = await seedBenchOwner(seeding);
  await seeding.close();

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    // Only what the server needs: no DATABASE_URL or REDIS_URL from the caller's shell.
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const origin = `http://127.0.0.1:${env.PORT}`;
    await waitUntilUp(`${origin}/api/health`, server);
    const health = await load(seconds, `${origin}/api/health`, { method: 'GET' }, userAgent);
    const beacon = await load(
      seconds,
      `${origin}/api/public/events`,
      { method: 'POST', body: JSON.stringify({ type: 'profile_view', username }) },
      userAgent,
    );
    await stop(server);

    const counting = await openBenchApp(env);
    const { rows } = await sql<{ n: number }>`select count(*) as n from analytics_events`.execute(counting.db);
    await counting.close();
    const eventsWritten = Number(rows[0]?.n ?? 0);
    if (eventsWritten < beacon.answered) {
      throw new Error(`beacon: ${beacon.answered} answered 204 but only ${eventsWritten} events were written`);
    }
    return {
      healthPerSecond: health.perSecond,
      beaconPerSecond: beacon.perSecond,
      eventsPerSecond: Math.round(eventsWritten / seconds),
      eventsWritten,
    };
  } finally {
    if (server.exitCode === null && server.signalCode === null) await stop(server);
  }
}

/** Requests per second over `seconds`, each from a new address; any answer but 2xx fails the bench. */
async function load(
  seconds: number,
  url: string,
  request: { method: 'GET' | 'POST'; body?: string },
  userAgent: string,
): Promise<{ perSecond: number; answered: number }> {
  const run = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    requests: [fromNewAddresses(request)],
  });
  if (run.non2xx || run.errors) throw new Error(`${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  return { perSecond: Math.round(run.requests.average), answered: run['2xx'] };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`bench server exited with code ${server.exitCode}`);
    const up = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('bench server did not start within 60 s');
}

/** SIGTERM: the server drains, writes its waiting events and closes the database. */
async function stop(server: ChildProcess): Promise<void> {
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}
