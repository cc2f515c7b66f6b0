/**
 * `npm run bench`: the public hot path measured from outside, as users meet it. The server runs
 * as `npm start` runs it (the plain-node build, production mode, its own process, SQLite in a
 * temporary directory); this process is the load generator (autocannon, 50 connections); a bare
 * node:http server in a third process sending each case's own bytes (the profile, the page, the
 * gallery; 204 for the beacon), measured just before the case, is the ceiling that case is
 * divided by. One table, targets as ratios to that ceiling (issue 14); `BENCH_SECONDS` sets each
 * case's length (default 5). A first-view case ends when every one of its owners has been asked
 * for once.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fromNewAddresses } from './bench-addresses';
import { cpuMicrosOf, freePort, rssOf, startProcess, stopProcess } from './bench-process';
import { startBenchServer } from './bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/**
 * Owners seeded with a gallery of 100. A first-view case ends when each has been asked for once,
 * so this sets its length: 3,000 lasted a quarter of a second on a fast machine, where one pause
 * (a garbage collection, code not yet optimized) moved the ratio by half; 10,000 last about a
 * second there.
 */
const GALLERY_OWNERS = 10_000;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** The raw server's document a case is compared with. */
type Document = 'profile' | 'first-view-profile' | 'page' | 'gallery' | 'beacon';

interface Case {
  name: string;
  raw: Document;
  path: string | ((n: number) => string);
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  target?: { ratio: number; p99?: number };
  expectStatus: number;
  /** A first-view case: how many owners it has; each is asked for once, then the case ends. */
  uncachedOf?: number;
}

interface Measured {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  bytesPerRequest: number;
  /** The answering process's CPU time per request, in µs. */
  cpuPerRequest: number;
}

async function measure(origin: string, answering: ChildProcess, c: Case): Promise<Measured> {
  const pathOf = typeof c.path === 'string' ? () => c.path as string : c.path;
  let sent = 0;
  const address = fromNewAddresses();
  // Timed here, to the last answer: a run that ends on its amount of requests is reported as
  // lasting until autocannon's next whole-second tick.
  const cpuBefore = await cpuMicrosOf(answering);
  const start = performance.now();
  let lastAnswer = start;
  const run = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    // autocannon ignores the duration when an amount is set.
    ...(c.uncachedOf !== undefined ? { amount: c.uncachedOf } : {}),
    headers: { 'user-agent': BROWSER, ...(c.body ? { 'content-type': 'application/json' } : {}), ...c.headers },
    requests: [
      {
        method: c.method ?? 'GET',
        body: c.body,
        setupRequest: (req: { headers: Record<string, string>; path: string }) => {
          address.setupRequest(req);
          req.path = pathOf(sent++);
          return req;
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const cpu = (await cpuMicrosOf(answering)) - cpuBefore;
  const wrong = run.requests.total - (run.statusCodeStats[c.expectStatus]?.count ?? 0);
  if (wrong || run.errors)
    throw new Error(`${c.name}: ${wrong} answers other than ${c.expectStatus}, ${run.errors} errors`);
  return {
    requests: run.requests.total,
    perSecond: Math.round(run.requests.total / ((lastAnswer - start) / 1000)),
    p50: run.latency.p50,
    p99: run.latency.p99,
    bytesPerRequest: Math.round(run.throughput.total / Math.max(run.requests.total, 1)),
    cpuPerRequest: Math.round(cpu / Math.max(run.requests.total, 1)),
  };
}

const started = performance.now();
/** Owners who wrote nothing since this build: enough for about a second of first views rendered on demand. */
const NEVER_WRITTEN_OWNERS = 4_000;
const bench = await startBenchServer(12_000, GALLERY_OWNERS, [], NEVER_WRITTEN_OWNERS);
const { origin, username, server, dataDir } = bench;
// The last unviewed owner's profile is what raw Node sends for the profile's first views: it is
// smaller than the seeded owner's (a bio, no tagline or social links), so the ratio compares the same bytes.
const firstViewSample = bench.unviewedOwners.at(-1)!;
const uncachedOwners = bench.unviewedOwners.slice(0, -1);
const galleryOwners = uncachedOwners.slice(0, GALLERY_OWNERS);
const neverWrittenOwners = bench.neverWrittenOwners;
const children: ChildProcess[] = [];
try {
  const paths: Record<Exclude<Document, 'beacon'>, string> = {
    profile: `/public/${username}`,
    'first-view-profile': `/public/${firstViewSample}`,
    page: `/public/${username}/pages/about`,
    gallery: `/public/${username}/gallery`,
  };
  const documents: string[] = [];
  const sizes: Partial<Record<Document, number>> = {};
  let etag = '';
  for (const [name, documentPath] of Object.entries(paths)) {
    // The cases ask for plain bytes (no Accept-Encoding), and the 304 case by the plain bytes' tag:
    // fetch would ask for gzip, whose bytes have a tag of their own.
    const res = await fetch(origin + documentPath, { headers: { 'accept-encoding': 'identity' } });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (name === 'profile') etag = res.headers.get('etag') ?? '';
    const file = path.join(dataDir, `${name}.html`);
    writeFileSync(file, bytes);
    documents.push(`${name}=${file}`);
    sizes[name as Document] = bytes.length;
  }

  const rawPort = await freePort();
  const raw = await startProcess(
    ['--import', 'tsx', 'scripts/bench-raw-server.ts', String(rawPort), ...documents],
    {},
    `http://127.0.0.1:${rawPort}/profile`,
  );
  children.push(raw);
  const rawOrigin = `http://127.0.0.1:${rawPort}`;
  /**
   * Raw Node sending a case's bytes, measured just before that case: this machine's speed drifts
   * over a run, and a ceiling measured a minute earlier once made the same build's ratio swing by
   * half. Raw Node waits idle while the server is measured.
   */
  const ceilingOf = (document: Document): Promise<Measured> =>
    document === 'beacon'
      ? measure(rawOrigin, raw, {
          name: 'raw beacon',
          raw: 'beacon',
          path: '/',
          method: 'POST',
          body: '{}',
          expectStatus: 204,
        })
      : measure(rawOrigin, raw, { name: `raw ${document}`, raw: document, path: `/${document}`, expectStatus: 200 });

  const rssBefore = await rssOf(server);
  const cases: Case[] = [
    {
      name: 'profile, cached',
      raw: 'profile',
      path: `/public/${username}`,
      expectStatus: 200,
      target: { ratio: 0.7, p99: 15 },
    },
    {
      name: 'profile, 304 by ETag',
      raw: 'profile',
      path: `/public/${username}`,
      headers: { 'if-none-match': etag },
      expectStatus: 304,
      target: { ratio: 0.8 },
    },
    {
      name: 'profile, uncached (first view after a write)',
      raw: 'first-view-profile',
      path: (n) => `/public/${uncachedOwners[n % uncachedOwners.length]}`,
      expectStatus: 200,
      target: { ratio: 0.2 },
      uncachedOf: uncachedOwners.length,
    },
    {
      // What a first view costs when nothing was stored for this build (decision 032): after a
      // deploy, until the owner's next write.
      name: 'profile, uncached, nothing stored (rendered)',
      raw: 'first-view-profile',
      path: (n) => `/public/${neverWrittenOwners[n % neverWrittenOwners.length]}`,
      expectStatus: 200,
      uncachedOf: neverWrittenOwners.length,
    },
    {
      name: 'public page, cached',
      raw: 'page',
      path: `/public/${username}/pages/about`,
      expectStatus: 200,
      target: { ratio: 0.2 },
    },
    {
      name: 'public page, uncached (first view after a write)',
      raw: 'page',
      path: (n) => `/public/${uncachedOwners[n % uncachedOwners.length]}/pages/about`,
      expectStatus: 200,
      target: { ratio: 0.2 },
      uncachedOf: uncachedOwners.length,
    },
    {
      name: 'gallery of 100, page 1, cached',
      raw: 'gallery',
      path: `/public/${username}/gallery`,
      expectStatus: 200,
      target: { ratio: 0.2 },
    },
    {
      name: 'gallery of 100, page 1, uncached (first view after a write)',
      raw: 'gallery',
      path: (n) => `/public/${galleryOwners[n % galleryOwners.length]}/gallery`,
      expectStatus: 200,
      target: { ratio: 0.2 },
      uncachedOf: galleryOwners.length,
    },
    {
      name: 'beacon (POST /api/public/events)',
      raw: 'beacon',
      path: '/api/public/events',
      method: 'POST',
      body: JSON.stringify({ type: 'profile_view', username }),
      expectStatus: 204,
    },
  ];
  const rows: Array<[Case, Measured, Measured]> = [];
  // BENCH_ONLY=uncached runs only the cases whose name holds that text (with BENCH_NODE_ARGS, to profile one).
  const only = process.env.BENCH_ONLY;
  for (const c of cases) {
    if (!only || c.name.includes(only)) rows.push([c, await ceilingOf(c.raw), await measure(origin, server, c)]);
  }
  await stopProcess(raw);
  for (const [c, , m] of rows)
    if (c.uncachedOf !== undefined && m.requests > c.uncachedOf)
      throw new Error(`${c.name} sent ${m.requests} requests to ${c.uncachedOf} owners: seed more`);
  const rssAfter = await rssOf(server);
  await stopProcess(server);

  printTable(rows, [
    `Raw node:http, each case's own bytes, measured just before the case: ${(Object.keys(sizes) as Document[])
      .map((name) => `${name} ${sizes[name]} B`)
      .join(', ')}; an empty 204 for the beacon.`,
    "CPU µs: the answering process's CPU time (all its threads, from /proc) per answer; raw CPU: raw node:http's for the same bytes. Unlike req/s, it does not move with the load generator's share of the cores.",
    `${CONNECTIONS} connections, ${SECONDS} s a case, on ${os.cpus().length} cores shared with the load generator. A first view asks for each owner's document once: ${uncachedOwners.length} owners, ${galleryOwners.length} of them with a gallery.`,
    `Server RSS ${mb(rssBefore)} MB before the cases, ${mb(rssAfter)} MB after. The bench took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  ]);
} finally {
  for (const child of children) await stopProcess(child);
  await bench.close();
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

function printTable(rows: Array<[Case, Measured, Measured]>, notes: string[]): void {
  console.log('\nPublic hot path, measured from another process; ratios to raw node:http in this run\n');
  // raw p99: raw Node's own, which shows how much of a p99 is the machine and the load generator.
  const header = [
    ...['case', 'req/s', 'raw/s', '× raw', 'p50 ms', 'p99 ms', 'raw p99'],
    ...['B/req', 'CPU µs', 'raw CPU', 'target', 'met'],
  ];
  const widths = [60, 8, 8, 7, 7, 7, 7, 7, 7, 7, 22, 4];
  const textColumns = new Set([0, 10]);
  const line = (cells: string[]) =>
    cells.map((cell, i) => (textColumns.has(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
  console.log(line(header));
  for (const [c, ceiling, m] of rows) {
    const ratio = m.perSecond / ceiling.perSecond;
    const target = c.target ? `≥ ${c.target.ratio}×${c.target.p99 ? `, p99 ≤ ${c.target.p99} ms` : ''}` : '—';
    const met = c.target ? (ratio >= c.target.ratio && (!c.target.p99 || m.p99 <= c.target.p99) ? 'yes' : 'NO') : '';
    console.log(
      line([
        c.name,
        String(m.perSecond),
        String(ceiling.perSecond),
        `${ratio.toFixed(2)}×`,
        String(m.p50),
        String(m.p99),
        String(ceiling.p99),
        String(m.bytesPerRequest),
        String(m.cpuPerRequest),
        String(ceiling.cpuPerRequest),
        target,
        met,
      ]),
    );
  }
  console.log('');
  for (const note of notes) console.log(note);
}
