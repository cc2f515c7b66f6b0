import type { Limit } from '../../../plugins/rate-limit';

/** The two-factor rows of api-contract §1.7 as extended by decision 017. */

const MINUTE = 60_000;

/** Second-step answers per client address, like the e-mailed code checks. */
export const challengeCheckLimit = (ip: string): Limit => ({
  key: `two-factor-check:${ip}`,
  max: 30,
  windowMs: 15 * MINUTE,
});

/**
 * Wrong codes per account across all of its challenges (a right one is refunded), so someone who
 * knows the password cannot start challenge after challenge for fresh guesses.
 */
export const accountCodeLimit = (userId: string): Limit => ({
  key: `two-factor-account:${userId}`,
  max: 10,
  windowMs: 15 * MINUTE,
});

/**
 * Wrong recovery codes per account, apart from the authenticator's: a guesser held back on app
 * codes must not also lock the owner out of the codes kept for losing the app (decision 034).
 */
export const recoveryCodeLimit = (userId: string): Limit => ({
  key: `two-factor-recovery-code:${userId}`,
  max: 10,
  windowMs: 15 * MINUTE,
});

/** Signed-in confirmations (confirm-identity, enable, disable): wrong codes or passwords per account, right ones refunded. */
export const confirmLimit = (userId: string): Limit => ({
  key: `two-factor-confirm:${userId}`,
  max: 10,
  windowMs: 15 * MINUTE,
});

/** New setups per account: each one writes a secret. */
export const setupLimit = (userId: string): Limit => ({
  key: `two-factor-setup:${userId}`,
  max: 10,
  windowMs: 60 * MINUTE,
});
