import { CUSTOM_DOMAIN_MESSAGES as M } from '@sparklink/contract';
import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';
import { parse } from 'tldts';
import { invalidField } from '../../lib/app-error';

/** A name an owner may connect: lowercase ASCII (punycode) and whether it is a registrable (bare) domain. */
export interface DomainName {
  domain: string;
  /** `example.com` (A/AAAA records) rather than `me.example.com` (a CNAME). */
  bare: boolean;
}

/** Names that only mean something on one machine or one network: nobody's DNS can point them at us. */
const LOCAL_NAMES = ['localhost', 'local', 'internal', 'home.arpa', 'invalid', 'lan'];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * What the owner typed, as the name we store: trimmed, lowercased, without a pasted URL's scheme,
 * path, port or trailing dot, and a Unicode name as punycode. Undefined for nothing usable.
 */
export function normaliseDomain(input: string): string | undefined {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.split(/[/?#]/, 1)[0] ?? '';
  value = value.replace(/^[^@]*@/, '');
  // An IPv6 literal keeps its colons; a port after a name goes.
  if (!value.startsWith('[') && (value.match(/:/g) ?? []).length === 1) value = value.replace(/:\d*$/, '');
  value = value.replace(/\.$/, '');
  if (!value) return undefined;
  if (isIP(value.replace(/^\[|\]$/g, ''))) return value.replace(/^\[|\]$/g, '');
  return domainToASCII(value) || undefined;
}

/** How a stored (punycode) name reads to its owner. */
export const displayDomain = (domain: string): string => domainToUnicode(domain) || domain;

/**
 * The owner's domain, or a VALIDATION_ERROR on `domain` saying why not: an IP address, a local
 * name, a public suffix nobody can own (the Public Suffix List through tldts, private suffixes such
 * as github.io included), or one of our own host names (`ours`: PUBLIC_ORIGIN's, APP_ORIGIN's, the
 * CNAME target) or a name under them.
 */
export function parseDomain(input: unknown, ours: readonly string[]): DomainName {
  if (typeof input !== 'string' || !input.trim()) throw invalidField('domain', M.domainRequired);
  const domain = normaliseDomain(input);
  if (!domain) throw invalidField('domain', M.domainInvalid);
  if (isIP(domain)) throw invalidField('domain', M.domainIpAddress);
  const labels = domain.split('.');
  if (domain.length > 253 || !labels.every((label) => LABEL.test(label))) {
    throw invalidField('domain', M.domainInvalid);
  }
  if (LOCAL_NAMES.some((name) => domain === name || domain.endsWith(`.${name}`))) {
    throw invalidField('domain', M.domainLocal);
  }
  if (ours.some((own) => domain === own || domain.endsWith(`.${own}`))) throw invalidField('domain', M.domainOurOwn);
  const parsed = parse(domain, { allowPrivateDomains: true });
  if (!parsed.domain || labels.length < 2) throw invalidField('domain', M.domainPublicSuffix);
  return { domain, bare: parsed.domain === domain };
}

/** The host names that are ours: a custom domain may be none of them, nor a name under them. */
export function ownHostNames(config: { publicOrigin: string; appOrigin: string; target: string }): string[] {
  return [...new Set([new URL(config.publicOrigin).hostname, new URL(config.appOrigin).hostname, config.target])].map(
    (host) => host.toLowerCase().replace(/\.$/, ''),
  );
}

/** Whether a stored name is a registrable domain (A/AAAA records) rather than a subdomain (a CNAME). */
export const isBareDomain = (domain: string): boolean => parse(domain, { allowPrivateDomains: true }).domain === domain;
