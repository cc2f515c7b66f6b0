import type { DnsRecord } from '@sparklink/contract';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The lookups a check needs: node's `dns.promises.Resolver` has them, and so does a test's stand-in. */
export interface DnsLookup {
  resolveCname(name: string): Promise<string[]>;
  resolveTxt(name: string): Promise<string[][]>;
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
}

/** Node's resolver asking the operator's DNS_SERVERS (else the system's), quickly: a check never hangs a request. */
export function createDnsLookup(servers: readonly string[], timeoutMs = 2_000): DnsLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return resolver;
}

export interface DnsCheck {
  /** The TXT record holds the token and the name points at us. */
  verified: boolean;
  /** What was found instead of the records asked for, one plain sentence each. */
  found: string[];
  /** Our resolver got no answer (SERVFAIL, timeout, refused): the check says nothing about the records. */
  inconclusive: boolean;
  /** Some record asked for exists, right or wrong: a domain with none is still "pending", not "misconfigured". */
  seen: boolean;
}

export const TXT_PREFIX = '_sparklink.';

/** The records the owner creates: a CNAME to the target (A/AAAA to our addresses for a bare domain) and the TXT. */
export function recordsFor(
  domain: string,
  bare: boolean,
  token: string,
  target: string,
  addresses: string[],
): DnsRecord[] {
  const address: DnsRecord[] = bare
    ? addresses.map((value) => ({ type: isIP(value) === 6 ? 'AAAA' : 'A', name: domain, value }))
    : [{ type: 'CNAME', name: domain, value: target }];
  return [...address, { type: 'TXT', name: `${TXT_PREFIX}${domain}`, value: token }];
}

/** Answers that mean "there is no such record": the owner's to fix. Anything else is our resolver's failure. */
const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

type Answer<T> = { ok: T } | { missing: true } | { failed: string };

async function ask<T>(lookup: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: await lookup() };
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'ERROR');
    return MISSING.has(code) ? { missing: true } : { failed: code };
  }
}

const bareName = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * The addresses a bare domain must point to: the operator's CUSTOM_DOMAIN_ADDRESSES, else what the
 * target resolves to through the same resolver (empty when it does not answer).
 */
export async function expectedAddresses(dns: DnsLookup, target: string, configured: string[]): Promise<string[]> {
  if (configured.length) return configured;
  const [v4, v6] = await Promise.all([ask(() => dns.resolve4(target)), ask(() => dns.resolve6(target))]);
  return [...('ok' in v4 ? v4.ok : []), ...('ok' in v6 ? v6.ok : [])];
}

/**
 * Checks a domain's records (decision 057). Verified iff `_sparklink.<domain>` has a TXT string equal
 * to the token and the name points at us: a CNAME to the target, or (a bare domain, or a provider
 * that flattens CNAMEs) address records all among the expected addresses.
 */
export async function checkDomain(
  dns: DnsLookup,
  domain: string,
  bare: boolean,
  token: string,
  target: string,
  expected: string[],
): Promise<DnsCheck> {
  const found: string[] = [];
  let inconclusive = false;
  let seen = false;
  const unanswered = (what: string, code: string) => {
    inconclusive = true;
    found.push(`Our DNS resolver got no answer for ${what} (${code}); we will check again`);
  };

  const txtName = `${TXT_PREFIX}${domain}`;
  const txt = await ask(() => dns.resolveTxt(txtName));
  let txtOk = false;
  if ('ok' in txt) {
    seen = true;
    const values = txt.ok.map((chunks) => chunks.join(''));
    txtOk = values.includes(token);
    if (!txtOk) found.push(`TXT record ${txtName} has ${values.map((v) => `"${v}"`).join(', ')} instead of the token`);
  } else if ('missing' in txt) found.push(`No TXT record ${txtName}`);
  else unanswered(`TXT ${txtName}`, txt.failed);

  const pointing = await pointsAtUs(dns, domain, bare, target, expected, found, unanswered);
  const verified = txtOk && pointing.ok && !inconclusive;
  return { verified, found: verified ? [] : found, inconclusive, seen: seen || pointing.seen };
}

async function pointsAtUs(
  dns: DnsLookup,
  domain: string,
  bare: boolean,
  target: string,
  expected: string[],
  found: string[],
  unanswered: (what: string, code: string) => void,
): Promise<{ ok: boolean; seen: boolean }> {
  const cname = await ask(() => dns.resolveCname(domain));
  if ('failed' in cname) {
    unanswered(`CNAME ${domain}`, cname.failed);
    return { ok: false, seen: false };
  }
  if ('ok' in cname && cname.ok.length) {
    const names = cname.ok.map(bareName);
    if (names.includes(target)) return { ok: true, seen: true };
    found.push(`CNAME points to ${names.join(', ')}`);
    return { ok: false, seen: true };
  }
  const [v4, v6] = await Promise.all([ask(() => dns.resolve4(domain)), ask(() => dns.resolve6(domain))]);
  for (const [type, answer] of [
    ['A', v4],
    ['AAAA', v6],
  ] as const) {
    if ('failed' in answer) unanswered(`${type} ${domain}`, answer.failed);
  }
  const addresses = [...('ok' in v4 ? v4.ok : []), ...('ok' in v6 ? v6.ok : [])];
  if (!addresses.length) {
    found.push(bare ? `No address records for ${domain}` : `No CNAME record for ${domain}`);
    return { ok: false, seen: false };
  }
  if (!expected.length) {
    unanswered(`the target ${target}`, 'ENODATA');
    return { ok: false, seen: true };
  }
  const foreign = addresses.filter((address) => !expected.includes(address));
  for (const address of foreign) found.push(`${isIP(address) === 6 ? 'AAAA' : 'A'} record points to ${address}`);
  return { ok: foreign.length === 0, seen: true };
}
