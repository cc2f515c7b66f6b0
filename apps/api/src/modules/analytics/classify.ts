import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { Device, TrafficSource } from '@sparklink/contract';

/** Crawlers, link previewers, monitors and scripts, by the maintained `isbot` list; no agent at all counts as one. */
export const isBot = (userAgent: string): boolean => !userAgent.trim() || isbot(userAgent);

export interface Agent {
  device: Device;
  browser: string | null;
  os: string | null;
}

/** Device, browser and OS from the user agent (ua-parser-js); anything not a phone or tablet is a desktop. */
export function describeAgent(userAgent: string): Agent {
  const parsed = new UAParser(userAgent).getResult();
  const type = parsed.device.type;
  const device: Device = type === 'mobile' || type === 'wearable' ? 'Mobile' : type === 'tablet' ? 'Tablet' : 'Desktop';
  return { device, browser: parsed.browser.name ?? null, os: parsed.os.name ?? null };
}

/** The contract's lists (api-contract §7.1), matched against the host's labels. */
const SOCIAL = [
  'facebook',
  'fb',
  'instagram',
  'x.com',
  'twitter',
  't.co',
  'linkedin',
  'lnkd.in',
  'tiktok',
  'youtube',
  'youtu.be',
  'whatsapp',
  'wa.me',
  'snapchat',
  'pinterest',
  'reddit',
  'telegram',
  't.me',
  'threads',
];
const SEARCH = ['google', 'bing', 'duckduckgo', 'yahoo', 'yandex', 'baidu', 'ecosia', 'brave'];

/** True when `name` is one of the host's labels, or (for dotted names) the host or a parent domain of it. */
function hostMatches(host: string, name: string): boolean {
  if (name.includes('.')) return host === name || host.endsWith(`.${name}`);
  return host.split('.').includes(name);
}

export const classifyName = (name: string): TrafficSource => {
  const host = name.toLowerCase();
  if (SOCIAL.some((entry) => hostMatches(host, entry))) return 'social';
  if (SEARCH.some((entry) => hostMatches(host, entry))) return 'search';
  return 'referral';
};

/** The host of a referrer URL, lowercased and without `www.`; null when it is not an http(s) URL. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export interface Arrival {
  source: TrafficSource;
  referrerHost: string | null;
}

/**
 * Where a visit came from: `utmSource` when given, else the referrer's host; none, or our own
 * site, is direct (api-contract §7.1).
 */
export function classifyArrival(input: { utmSource?: string; referrer?: string }, ownHost: string): Arrival {
  const host = referrerHost(input.referrer);
  const ownReferrer = host !== null && host === ownHost.toLowerCase().replace(/^www\./, '');
  const referrer = ownReferrer ? null : host;
  const utm = input.utmSource?.trim().toLowerCase();
  if (utm) return { source: classifyName(utm), referrerHost: referrer };
  return { source: referrer ? classifyName(referrer) : 'direct', referrerHost: referrer };
}
