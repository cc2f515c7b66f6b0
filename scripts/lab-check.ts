/**
 * `npm run lab`: a Lighthouse-style lab check of the built app (issue 17, decision 022). Starts
 * the server on a free port with a fresh data directory, then opens the sign-in screen and the
 * signed-in dashboard overview in Chromium on a throttled phone-class link with the CPU 4× slower,
 * cold each time, and prints the largest contentful paint. Targets: sign-in ≤ 1.5 s, overview
 * ≤ 2.5 s. Not part of `npm test`: timings vary by machine and load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { freePort, startProcess, stopProcess } from './bench-process';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_ARGS } from './serve.mjs';

const RUNS = 3;
const CPU_SLOWDOWN = 4;
/**
 * Slow 4G as Lighthouse defines it (150 ms round trip, 1.6 Mbps down, 750 Kbps up), and as Chrome
 * DevTools applies it to each request (the round trip × 3.75, the throughput × 0.9), which is much
 * harsher: every request that waits for another costs over half a second.
 */
const PROFILES = [
  { name: 'Slow 4G (Lighthouse)', latency: 150, downKbps: 1638.4, upKbps: 750 },
  { name: 'Slow 4G (DevTools)', latency: 562.5, downKbps: 1474.56, upKbps: 675 },
];
type Profile = (typeof PROFILES)[number];

interface Screen {
  name: string;
  url: string;
  /** Text on the screen once it is usable. */
  ready: string;
  target: number;
  session?: Record<string, string>;
}

/** One cold visit on the throttled link; resolves with the page's last largest-contentful-paint. */
async function measure(browser: Browser, profile: Profile, screen: Screen): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript((stored) => {
    if (stored) for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const lab = window as unknown as { lcp: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lab.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, screen.session);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.downKbps * 1024) / 8,
    uploadThroughput: (profile.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(screen.url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.getByText(screen.ready, { exact: true }).first().waitFor({ timeout: 60_000 });
  const lcp = await page.evaluate(() => (window as unknown as { lcp: number }).lcp);
  await context.close();
  return lcp;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function report(browser: Browser, screens: Screen[]) {
  for (const profile of PROFILES) {
    console.log(`\n${profile.name}: ${profile.latency} ms, ${profile.downKbps} Kbps, CPU ${CPU_SLOWDOWN}× slower`);
    for (const screen of screens) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, profile, screen));
      const value = median(runs);
      const verdict = value <= screen.target ? 'within' : 'OVER';
      console.log(
        `  ${screen.name.padEnd(20)} LCP ${seconds(value)} s (runs ${runs.map(seconds).join(', ')}), ${verdict} ${seconds(screen.target)} s`,
      );
    }
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-lab-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The plain-node build `npm run lab` has just made: what `npm start` runs.
  const server = await startProcess(
    [...SERVER_NODE_ARGS, SERVER_ENTRY],
    { ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    `${base}/api/health`,
  );
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // The e2e specs' seeding helper writes a verified owner into this server's database.
    process.env.E2E_DATA_DIR = dataDir;
    const { seedUser } = await import('../e2e/support/seed');
    const owner = await seedUser({ tier: 'RISE', username: 'lab-owner', firstName: 'Ama' });
    await report(browser, [
      { name: 'sign-in (/login)', url: `${base}/login`, ready: 'Welcome back', target: 1500 },
      {
        name: 'dashboard overview',
        url: `${base}/dashboard`,
        ready: 'Performance Overview',
        target: 2500,
        session: { token: owner.token, user: JSON.stringify(owner.user) },
      },
    ]);
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
