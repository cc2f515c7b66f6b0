import type { Browser, Page, Request } from '@playwright/test';
import type { SeededUser } from './seed';
import { signInAs } from './seed';

/** One file as the browser received it: its body bytes over the wire (after compression). */
export interface Transfer {
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  encoding: string;
  cacheControl: string;
}

export interface Load {
  files: Transfer[];
  js: number;
  css: number;
}

const kindOf = (request: Request): Transfer['kind'] | undefined => {
  const type = request.resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  // Vite preloads a lazy route's stylesheets and scripts with <link rel=modulepreload>/fetch.
  const pathname = new URL(request.url()).pathname;
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return undefined;
};

/** Records every script and stylesheet of the app's own origin a page receives, until `stop`. */
export function recordTransfers(page: Page, origin: string) {
  const pending: Promise<Transfer | undefined>[] = [];
  const listener = (request: Request) => {
    const kind = kindOf(request);
    if (!kind || new URL(request.url()).origin !== origin) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const sizes = await request.sizes();
        const headers = await response.allHeaders();
        return {
          path: new URL(request.url()).pathname,
          kind,
          bytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
          cacheControl: headers['cache-control'] ?? '',
        } satisfies Transfer;
      })(),
    );
  };
  page.on('requestfinished', listener);
  return async (): Promise<Load> => {
    page.off('requestfinished', listener);
    const files = (await Promise.all(pending)).filter((file): file is Transfer => file !== undefined);
    const unique = [...new Map(files.map((file) => [file.path, file])).values()];
    const sum = (kind: Transfer['kind']) =>
      unique.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0);
    return { files: unique, js: sum('js'), css: sum('css') };
  };
}

/**
 * Opens `path` in a fresh browser context (an empty cache, as on a first visit), signed in when a
 * user is given, and waits until the screen has rendered its heading and the network has then been
 * quiet for half a second. Network idle alone is not enough: on a busy machine the app's own
 * script can run for longer than that before it asks for the screen's chunk.
 */
export async function coldLoad(browser: Browser, origin: string, path: string, user?: SeededUser): Promise<Load> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  if (user) await signInAs(page, user);
  const stop = recordTransfers(page, origin);
  const network = networkActivity(page);
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  await network.quiet(500);
  const load = await stop();
  await context.close();
  return load;
}

/** Requests in flight on a page, to wait until it has asked for nothing new for a while. */
function networkActivity(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const ended = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(ms: number) {
      while (inFlight > 0 || Date.now() - last < ms) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** The files a screen adds to what a base load already brought (what entering it downloads). */
export function added(load: Load, base: Load): Load {
  const known = new Set(base.files.map((file) => file.path));
  const files = load.files.filter((file) => !known.has(file.path));
  const sum = (kind: Transfer['kind']) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0);
  return { files, js: sum('js'), css: sum('css') };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Bytes the current document's scripts and stylesheets took from the network, by the browser's
 * own Resource Timing: a file taken from the HTTP cache counts 0.
 */
export async function networkBytesOfAssets(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
}
