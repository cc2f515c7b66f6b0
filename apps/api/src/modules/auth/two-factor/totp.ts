import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds.
 * A code of the step before or after the current one is accepted (clock drift), and each step is
 * numbered so the caller can refuse a step that was already used.
 */

const PERIOD = 30;
const ISSUER = 'SparkLink';

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret in base32 (RFC 4226's recommended length). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries. */
export const otpauthUrl = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The step the code belongs to when it is right for now (±1 step), otherwise null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
