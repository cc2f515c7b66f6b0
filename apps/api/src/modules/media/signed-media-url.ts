import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { derivedKey } from '../../lib/derived-key';

/**
 * The owner's way to a file that is not public (decision 037): `<media URL>?exp=<unix s>&sig=<mac>`,
 * the MAC an HMAC-SHA256 of the key and the expiry under a key derived from COOKIE_SECRET for this
 * purpose only. It names no user: it is handed only to the owner, and lives at most two hours.
 *
 * Expiries fall on whole hours, at least an hour ahead: every answer within the same hour gives the
 * same URL, so the browser's cache and React's re-renders reuse one image instead of fetching anew.
 */
export const SIGNED_MEDIA_WINDOW_SECONDS = 3600;

const PURPOSE = 'media-url';
const keys = new WeakMap<Config, Uint8Array>();

function keyOf(config: Config): Uint8Array {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = derivedKey(config.secrets.COOKIE_SECRET, PURPOSE)));
  return key;
}

const macOf = (config: Config, key: string, expires: number) =>
  createHmac('sha256', keyOf(config)).update(`${PURPOSE}:${key}:${expires}`).digest();

/** The end of the next whole window: between one and two windows from now. */
export function signedMediaExpiry(nowMs: number): number {
  const window = SIGNED_MEDIA_WINDOW_SECONDS;
  return (Math.floor(nowMs / 1000 / window) + 2) * window;
}

/** The file's URL (as stored for it) with an expiry and its signature. */
export function signMediaUrl(config: Config, url: string, key: string, nowMs = Date.now()): string {
  const expires = signedMediaExpiry(nowMs);
  const signed = new URL(url);
  signed.searchParams.set('exp', String(expires));
  signed.searchParams.set('sig', macOf(config, key, expires).toString('base64url'));
  return signed.href;
}

/**
 * The seconds a signed request for `key` has left, or undefined when it carries no signature of
 * ours for this key that is still valid.
 */
export function signedSecondsLeft(config: Config, key: string, query: unknown, nowMs = Date.now()): number | undefined {
  const { exp, sig } = (query ?? {}) as Record<string, unknown>;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return undefined;
  const expires = Number(exp);
  const left = expires - Math.floor(nowMs / 1000);
  if (left <= 0) return undefined;
  // Compared as text: decoding would let several spellings of one MAC through.
  const given = Buffer.from(sig);
  const expected = Buffer.from(macOf(config, key, expires).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : undefined;
}
