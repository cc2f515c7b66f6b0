import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, literalAddress } from './address-policy';

/**
 * Why a page could not be read. `refused`: the address is not a public web site (a private,
 * loopback, link-local or metadata address, another scheme) — nothing was connected to.
 */
export type FetchFailure = 'refused' | 'unreachable' | 'timeout' | 'bad-status' | 'not-html' | 'too-many-redirects';

export type PageResult = { ok: true; url: URL; html: string; truncated: boolean } | { ok: false; reason: FetchFailure };

export interface SafeFetchOptions {
  userAgent: string;
  /** The whole fetch, every redirect and the body included. */
  timeoutMs?: number;
  /** Reading stops here; what was read is still answered (`truncated`). */
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Exact `127.0.0.1:<port>` hosts that may be reached although loopback is refused, for the
   * tests' local servers. Set only in code by a test's app builder, never from the environment.
   */
  allowedTestHosts?: ReadonlySet<string>;
  /** Tests: every other host is refused before any lookup, so no test ever reaches the internet. */
  onlyTestHosts?: boolean;
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 5_000, maxBytes: 512 * 1024, maxRedirects: 3 } as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class Failure extends Error {
  constructor(readonly reason: FetchFailure) {
    super(reason);
  }
}

interface Pinned {
  address: string;
  family: 4 | 6;
}

/** The address this URL may be fetched from, checked before anything is connected to. */
async function pinnedAddress(url: URL, options: SafeFetchOptions, aborted: Promise<never>): Promise<Pinned> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Failure('refused');
  if (url.username || url.password) throw new Failure('refused');
  const literal = literalAddress(url.hostname);
  if (options.onlyTestHosts && !(literal === '127.0.0.1' && options.allowedTestHosts?.has(url.host)))
    throw new Failure('refused');
  if (literal) {
    const family = literal.includes(':') ? 6 : 4;
    if (literal === '127.0.0.1' && options.allowedTestHosts?.has(url.host)) return { address: literal, family };
    if (!isPublicAddress(literal)) throw new Failure('refused');
    return { address: literal, family };
  }
  const found = await Promise.race([
    lookup(url.hostname, { all: true, verbatim: true }).catch(() => {
      throw new Failure('unreachable');
    }),
    aborted,
  ]);
  // One private answer is enough to refuse: the name is pointing inside.
  if (!found.length) throw new Failure('unreachable');
  if (found.some((entry) => !isPublicAddress(entry.address))) throw new Failure('refused');
  return { address: found[0]!.address, family: found[0]!.family === 6 ? 6 : 4 };
}

/** Connects to exactly the address that was checked, so DNS cannot answer differently now. */
function pinnedLookup(pinned: Pinned): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

function get(url: URL, pinned: Pinned, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'GET',
      agent: false,
      signal,
      lookup: pinnedLookup(pinned),
      headers: {
        'user-agent': options.userAgent,
        accept: 'text/html',
        'accept-encoding': 'identity',
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  // Stops reading at the cap (breaking out destroys the socket), never buffers past it.
  for await (const chunk of response as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size = maxBytes;
      truncated = chunk.length > room || !response.complete;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  response.destroy();
  return { body: Buffer.concat(chunks, size), truncated };
}

const isHtml = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'text/html';

/**
 * GETs a web page at an address someone else chose, for the server to read (decision 055): every
 * hop's host is resolved and refused unless all its addresses are public unicast, the connection
 * goes to the address that was checked, at most `maxRedirects` redirects, one deadline for the
 * whole fetch, only text/html, and at most `maxBytes` of it read.
 */
export async function fetchHtmlPage(address: string, options: SafeFetchOptions): Promise<PageResult> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...SAFE_FETCH_DEFAULTS, ...options };
  const controller = new AbortController();
  let onAbort!: (error: Failure) => void;
  const aborted = new Promise<never>((_, reject) => (onAbort = reject));
  aborted.catch(() => undefined);
  const timer = setTimeout(() => {
    onAbort(new Failure('timeout'));
    controller.abort();
  }, timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return { ok: false, reason: 'refused' };
    }
    for (let hop = 0; ; hop += 1) {
      const pinned = await pinnedAddress(url, options, aborted);
      const response = await get(url, pinned, options, controller.signal).catch((error: unknown) => {
        throw controller.signal.aborted
          ? new Failure('timeout')
          : error instanceof Failure
            ? error
            : new Failure('unreachable');
      });
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (hop >= maxRedirects) return { ok: false, reason: 'too-many-redirects' };
        url = new URL(location, url);
        continue;
      }
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
        response.destroy();
        return { ok: false, reason: 'bad-status' };
      }
      if (!isHtml(response.headers['content-type'])) {
        response.destroy();
        return { ok: false, reason: 'not-html' };
      }
      const { body, truncated } = await readCapped(response, maxBytes).catch(() => {
        throw new Failure(controller.signal.aborted ? 'timeout' : 'unreachable');
      });
      return { ok: true, url, html: body.toString('utf8'), truncated };
    }
  } catch (error) {
    if (error instanceof Failure) return { ok: false, reason: error.reason };
    // An unparsable redirect target and the like: nothing we can read.
    return { ok: false, reason: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
