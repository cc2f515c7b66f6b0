import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { derivedKey } from '../../lib/derived-key';

/**
 * The token of a marketing mail's unsubscribe link: `<user id>.<HMAC-SHA256 of purpose and id>`,
 * keyed from COOKIE_SECRET for this purpose only. It needs no table and cannot be made for
 * another user without the secret; it does not expire, as RFC 8058 links must keep working.
 */
const PURPOSE = 'marketing-unsubscribe';
const keys = new WeakMap<Config, Uint8Array>();

function keyOf(config: Config): Uint8Array {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = derivedKey(config.secrets.COOKIE_SECRET, PURPOSE)));
  return key;
}

const macOf = (config: Config, userId: string) =>
  createHmac('sha256', keyOf(config)).update(`${PURPOSE}:${userId}`).digest();

export function unsubscribeToken(config: Config, userId: string): string {
  return `${userId}.${macOf(config, userId).toString('base64url')}`;
}

/** The user the token was made for, or undefined when it was not made with our secret. */
export function userOfUnsubscribeToken(config: Config, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = macOf(config, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

/** The route of unsubscribe.routes.ts; the SPA and the API share APP_ORIGIN (api-contract §1.1). */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export const unsubscribeUrl = (config: Config, userId: string): string =>
  `${config.appOrigin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(config, userId))}`;
