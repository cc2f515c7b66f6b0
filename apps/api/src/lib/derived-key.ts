import { hkdfSync } from 'node:crypto';

/**
 * A key for one purpose, derived from a configured secret with HKDF-SHA256, so one secret can
 * serve several purposes without a token of one being accepted as another (the cookie signer and
 * the page-access tokens both start from COOKIE_SECRET).
 */
export function derivedKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'sparklink', purpose, 32));
}
