/**
 * Measures the CPU one uncached render of each public document costs, in process (no HTTP):
 * `NODE_ENV=production node --import tsx scripts/profile-renders.ts`. With `PROFILE_DIR` set, each
 * case's measured loop is also written there as a .cpuprofile (open it in Chrome's DevTools).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { benchEnv, openBenchApp } from './bench-analytics-seed';
import { seedBenchOwner, seedGallery, seedOwnersToRender } from './bench-seed';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-profile-'));
const app = await openBenchApp(benchEnv(dataDir));
try {
  const { username, headers } = await seedBenchOwner(app);
  await seedGallery(app, headers, 100);
  // Every measured request is the first view of its document, as in the bench's uncached cases.
  const owners = await seedOwnersToRender(app, ROUNDS + 20, { username, galleries: ROUNDS + 20 });
  const cases: Array<[string, (i: number) => string]> = [
    ['profile, uncached', (i) => `/public/${owners[i]}`],
    ['page, uncached', (i) => `/public/${owners[i]}/pages/about`],
    ['gallery of 100, page 1, uncached', (i) => `/public/${owners[i]}/gallery`],
  ];
  for (const [name, url] of cases) {
    for (let i = 0; i < 20; i++) await get(url(ROUNDS + i));
    const profiler = await startProfiler();
    const cpu = process.cpuUsage();
    const wall = performance.now();
    let bytes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      bytes = (await get(url(i))).length;
    }
    const used = process.cpuUsage(cpu);
    await profiler?.stop(name);
    const ms = (used.user + used.system) / 1000 / ROUNDS;
    console.log(
      `${name.padEnd(24)} ${ms.toFixed(2)} ms CPU/render, ${((performance.now() - wall) / ROUNDS).toFixed(2)} ms wall, ${bytes} B`,
    );
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function get(url: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return res.body;
}

async function startProfiler() {
  const dir = process.env.PROFILE_DIR;
  if (!dir) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path.join(dir, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}
