import { createHmac, randomInt } from 'node:crypto';
import { TWO_FACTOR_LIMITS } from '@sparklink/contract';

/**
 * Recovery codes: ten of `xxxxx-xxxxx` from a 31-character alphabet without look-alikes (49 bits
 * each), shown once and kept only as an HMAC-SHA256 under CODE_PEPPER bound to the user. Their
 * entropy makes a slow hash unnecessary; the pepper keeps a database copy from being checked offline.
 */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function oneCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: TWO_FACTOR_LIMITS.recoveryCodeCount }, oneCode);

/** Case, spaces and hyphens do not matter when a code is typed back. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export function hashRecoveryCode(pepper: string, userId: string, code: string): string {
  return createHmac('sha256', pepper)
    .update(`recovery_code:${userId}:${normalise(code)}`)
    .digest('hex');
}
