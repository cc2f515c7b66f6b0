/**
 * `npm run bench`: throughput of the public profile, the hottest path of the product, measured on
 * this machine against a baseline taken in the same run (so a noisy, shared machine still gives a
 * fair comparison). Baseline: every request renders the page (render cache disabled). Then the
 * cached page, and a repeat visit answered 304 by ETag. Uses SQLite in a temporary data directory.
 * (The public JSON API is left out: its per-IP rate limit answers a one-machine load with 429s.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { RenderCache } from '../apps/api/src/modules/public-site/render-cache';
import { fromNewAddresses } from './bench-addresses';
import { seedBenchOwner } from './bench-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerRequest: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  // Each request from its own address: the per-address budget of public pages (600/min) would
  // otherwise answer most of a one-machine load with 429.
  const run = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [fromNewAddresses()],
  });
  if (run.non2xx && !headers['if-none-match']) throw new Error(`${name}: ${run.non2xx} non-2xx answers`);
  return {
    name,
    requestsPerSecond: Math.round(run.requests.average),
    p50: run.latency.p50,
    p99: run.latency.p99,
    bytesPerRequest: Math.round(run.throughput.total / Math.max(run.requests.total, 1)),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  // A local run: no mail goes out and the origin is plain http on loopback.
  MAIL_TO_LOG_IN_PRODUCTION: 'true',
  ALLOW_HTTP_ORIGIN: 'true',
  TRUST_PROXY_HOPS: '1',
  // Production refuses the built-in test checkout; this key is never used (no payment is made).
  PAYSTACK_SECRET_KEY: 'sk_test_bench_unused',
  ...benchSecrets(),
});
const database = createDatabase(config.database);
await migrateToLatest(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

try {
  const username = await seedBenchOwner(app);
  const url = `${origin}/public/${username}`;
  const rssBefore = process.memoryUsage().rss;

  const cache = app.publicCache;
  app.publicCache = new RenderCache(0, 0); // nothing is ever kept: every request renders
  const baseline = await measure('render every request (baseline)', url);
  app.publicCache = cache;
  const cached = await measure('render cache', url);
  const gzipped = await measure('render cache, gzip', url, { 'accept-encoding': 'gzip' });
  const etag = (await fetch(url)).headers.get('etag') ?? '';
  const revalidated = await measure('repeat visit, 304 by ETag', url, { 'if-none-match': etag });

  console.log(`\nPublic profile, ${CONNECTIONS} connections, ${SECONDS} s each, on ${os.cpus().length} cores\n`);
  console.log(
    'case'.padEnd(36),
    'req/s'.padStart(8),
    'vs base'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'B/req'.padStart(7),
  );
  for (const r of [baseline, cached, gzipped, revalidated]) {
    const ratio = (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    console.log(
      r.name.padEnd(36),
      String(r.requestsPerSecond).padStart(8),
      `${ratio}×`.padStart(8),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      String(r.bytesPerRequest).padStart(7),
    );
  }
  const rssMb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`\nRSS: ${rssMb(rssBefore)} MB before the runs, ${rssMb(process.memoryUsage().rss)} MB after.`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Production mode (no debug paths) needs its secrets given; the bench makes throwaway ones. */
function benchSecrets() {
  const secret = () => Math.random().toString(36).repeat(4);
  return { JWT_SECRET: secret(), LOGIN_TICKET_SECRET: secret(), CODE_PEPPER: secret(), COOKIE_SECRET: secret() };
}
