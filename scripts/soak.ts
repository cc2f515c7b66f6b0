/**
 * `npm run soak`: 60 seconds of mixed load at 50 connections against the server as users run it
 * (bench-server.ts): visitors reading the profile, a page and the gallery, visitors' beacons, and
 * the owner editing the profile and a page. It passes when nothing failed except the 429s the
 * owner's own per-user budget is meant to give, and the server's memory after a quiet pause is
 * back near where it started: its live heap, measured through the inspector after a full
 * collection (heap-probe.ts), since the resident size also counts heap V8 grew under load and
 * keeps. The pause outlasts the per-address limit windows (a minute), whose counters are held
 * until they end. `SOAK_SECONDS` changes the length.
 */
import autocannon from 'autocannon';
import { fromNewAddresses } from './bench-addresses';
import { freePort } from './bench-process';
import { startBenchServer } from './bench-server';
import { liveHeapOf } from './heap-probe';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 50;
const SETTLE_MS = 70_000;
/** The live heap after the load may be this much above the start (caches and sessions filled) and no more. */
const MEMORY_GROWTH_ALLOWED = 1.5;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

const inspectPort = await freePort();
const bench = await startBenchServer(0, 0, [`--inspect=127.0.0.1:${inspectPort}`]);
const { origin, username, headers } = bench;
try {
  const pageId = await pageIdOf(origin, headers, 'about');
  // Warm up, then take the starting memory.
  await autocannon({
    url: `${origin}/public/${username}`,
    connections: 10,
    duration: 3,
    requests: [fromNewAddresses()],
  });
  const start = await liveHeapOf(inspectPort);

  let edit = 0;
  const json = { 'content-type': 'application/json' };
  const run = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'user-agent': BROWSER },
    requests: [
      fromNewAddresses({ method: 'GET', path: `/public/${username}` }),
      fromNewAddresses({ method: 'GET', path: `/public/${username}/pages/about` }),
      fromNewAddresses({ method: 'GET', path: `/public/${username}/gallery` }),
      fromNewAddresses({
        method: 'POST',
        path: '/api/public/events',
        headers: json,
        body: JSON.stringify({ type: 'profile_view', username }),
      }),
      {
        method: 'PUT',
        path: '/api/profile',
        headers: { ...json, ...headers },
        setupRequest: (req: { body?: string }) => ({
          ...req,
          body: JSON.stringify({ tagline: `Product designer, edit ${edit++}` }),
        }),
      },
      {
        method: 'PUT',
        path: `/api/pages/${pageId}`,
        headers: { ...json, ...headers },
        setupRequest: (req: { body?: string }) => ({
          ...req,
          body: JSON.stringify({ title: `About, edit ${edit++}` }),
        }),
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const end = await liveHeapOf(inspectPort);

  const statuses = Object.entries(run.statusCodeStats as Record<string, { count: number }>);
  const byStatus = statuses.map(([status, { count }]) => `${status}: ${count}`).join(', ');
  const failures =
    run.errors +
    run.timeouts +
    statuses.filter(([status]) => !/^(2\d\d|304|429)$/.test(status)).reduce((sum, [, { count }]) => sum + count, 0);
  const growth = end.heapUsed / start.heapUsed;
  console.log(
    `\nMixed load, ${CONNECTIONS} connections for ${SECONDS} s: ${run.requests.total} requests (${Math.round(run.requests.average)}/s), p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms`,
  );
  console.log(`Answers: ${byStatus}; socket errors ${run.errors}, timeouts ${run.timeouts}`);
  console.log(
    `Server live heap ${mb(start.heapUsed)} MB at the start, ${mb(end.heapUsed)} MB ${SETTLE_MS / 1000} s after the load (${growth.toFixed(2)}×, allowed ${MEMORY_GROWTH_ALLOWED}×); resident ${mb(start.rss)} → ${mb(end.rss)} MB`,
  );
  const ok = failures === 0 && growth <= MEMORY_GROWTH_ALLOWED;
  console.log(
    ok
      ? 'Soak passed: no failure but the intended 429s, memory back near its start.'
      : `Soak FAILED: ${failures} failures`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await bench.close();
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

async function pageIdOf(origin: string, headers: Record<string, string>, slug: string): Promise<string> {
  const res = await fetch(`${origin}/api/pages`, { headers });
  const { data } = (await res.json()) as { data: { pages: Array<{ id: string; slug: string }> } };
  return data.pages.find((page) => page.slug === slug)!.id;
}
