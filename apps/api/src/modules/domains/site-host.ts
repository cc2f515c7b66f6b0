import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config';

/**
 * Requests for an owner's own domain (decision 058). Fastify routes by path alone, so a request
 * whose Host is not one of ours is rewritten before routing: what a portfolio's documents load
 * from their own origin (the public pages' assets, stored images, the view beacon and pixel, link
 * clicks) keeps its path and answers as on our host; everything else goes under SITE_PREFIX, whose
 * routes serve the domain's owner or a plain 404. The dashboard and the rest of the API therefore
 * never answer on a custom domain.
 */
export const SITE_PREFIX = '/__site';

const SAME_ON_EVERY_HOST = [
  // What a proxy asks on whatever host it dials (127.0.0.1:3000): its health check, and Caddy's
  // on-demand TLS `ask`, which must answer before the domain has a certificate.
  /^\/api\/health$/,
  /^\/api\/domains\/allowed$/,
  /^\/assets\//,
  /^\/favicon\.svg$/,
  /^\/media\//,
  /^\/api\/public\/events(\/pixel\.gif)?$/,
  /^\/api\/r\/[^/]+$/,
];

/** Our own host names: a request naming any other is for a custom domain. */
export function ourHostNames(config: Pick<Config, 'publicOrigin' | 'appOrigin' | 'corsOrigins' | 'isProduction'>) {
  const names = [config.publicOrigin, config.appOrigin, ...config.corsOrigins].map((origin) => hostOf(origin));
  // Outside production a server is also reached by its address: tests, a phone on the LAN.
  if (!config.isProduction) names.push('localhost', '127.0.0.1', '[::1]');
  return new Set(names.filter((name): name is string => name !== null));
}

/** The host name a request names (Host, without the port), lowercase; null when absent or malformed. */
export function requestHostName(host: string | undefined): string | null {
  if (!host) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d+)?$/i.exec(host.trim());
  return match ? match[1]!.toLowerCase().replace(/\.$/, '') : null;
}

const ourHostsOf = new WeakMap<object, Set<string>>();

/** The owner's domain a request names, or undefined when it names one of our hosts (or none). */
export function customDomainOf(config: Config, host: string | undefined): string | undefined {
  if (!config.customDomains) return undefined;
  let ours = ourHostsOf.get(config);
  if (!ours) ourHostsOf.set(config, (ours = ourHostNames(config)));
  const name = requestHostName(host);
  return name !== null && !ours.has(name) ? name : undefined;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Fastify's `rewriteUrl`: the URL to route. Custom domains off: every URL as sent. A request naming
 * one of our hosts: as sent, except SITE_PREFIX, which is only ever reached by rewriting.
 */
export function siteRewriter(config: Config): (request: IncomingMessage) => string {
  const ours = ourHostNames(config);
  return (request) => {
    const url = request.url ?? '/';
    if (!config.customDomains) return url;
    const host = requestHostName(request.headers.host);
    if (host === null || ours.has(host)) return url.startsWith(SITE_PREFIX) ? `/__not-found${url}` : url;
    const path = url.split('?')[0]!;
    if (SAME_ON_EVERY_HOST.some((pattern) => pattern.test(path))) return url;
    return `${SITE_PREFIX}${url.startsWith('/') ? url : `/${url}`}`;
  };
}
