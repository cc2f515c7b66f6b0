import { isIP } from 'node:net';
import { ConfigError } from './config-error';

/** Owners' own domains (BLAZE, decision 057): what the operator set, read by config.ts at boot. */
export interface CustomDomainsConfig {
  /** The host name a custom domain's CNAME points to (our proxy, e.g. Caddy). */
  target: string;
  /** The addresses a bare domain's A/AAAA records point to; empty: those the target resolves to. */
  addresses: string[];
}

export interface DomainsChoice {
  /** `CUSTOM_DOMAINS`: on, off, or unset (on outside production). */
  mode: 'on' | 'off' | undefined;
  /** `CUSTOM_DOMAIN_TARGET`, already checked to be a host name. */
  target: string | undefined;
  /** `CUSTOM_DOMAIN_ADDRESSES`, comma-separated. */
  addresses: string;
  publicOrigin: string;
  isProduction: boolean;
}

/**
 * Custom domains are on by default outside production, pointing at PUBLIC_ORIGIN's host. Production
 * must name the target its owners' DNS records point to: without it the records shown would be wrong.
 */
export function resolveCustomDomains(choice: DomainsChoice): CustomDomainsConfig | undefined {
  const { mode, target, publicOrigin, isProduction } = choice;
  if (mode === 'off') return undefined;
  const addresses = list(choice.addresses);
  const wrong = addresses.find((address) => isIP(address) === 0);
  if (wrong) throw new ConfigError(`Invalid configuration: CUSTOM_DOMAIN_ADDRESSES: ${wrong} is not an IP address`);
  if (target) return { target: target.toLowerCase(), addresses };
  if (!isProduction) return { target: new URL(publicOrigin).hostname, addresses };
  if (mode === 'on') {
    throw new ConfigError('Invalid configuration: CUSTOM_DOMAINS=on needs CUSTOM_DOMAIN_TARGET in production');
  }
  return undefined;
}

/** `ip`, `ip:port` or `[ipv6]:port` each, as node's Resolver takes them: a typo fails at start, not at the first check. */
export function resolveDnsServers(value: string): string[] {
  const servers = list(value);
  for (const server of servers) {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
    const withPort = /^([^:]+):(\d{1,5})$/.exec(server);
    const [address, port] = bracketed
      ? [bracketed[1]!, bracketed[2]]
      : withPort
        ? [withPort[1]!, withPort[2]]
        : [server];
    if (isIP(address) === 0 || (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))) {
      throw new ConfigError(`Invalid configuration: DNS_SERVERS: ${server} is not an IP address with an optional port`);
    }
  }
  return servers;
}

export function isHostname(value: string): boolean {
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?$/i.test(value);
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
