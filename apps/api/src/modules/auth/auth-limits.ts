import type { Limit, RateLimiter } from '../../plugins/rate-limit';

/** The auth rows of api-contract §1.7, in one place. Keys use the trimmed, lowercased address. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const loginLimit = (ip: string, email: string): Limit => ({
  key: `auth-login:${ip}:${email}`,
  max: 10,
  windowMs: 15 * MINUTE,
});

export const registerLimit = (ip: string): Limit => ({ key: `auth-register:${ip}`, max: 10, windowMs: HOUR });

/** Requests that may send a code (register, resend-verification, forgot-password). */
export const codeSendLimit = (ip: string): Limit => ({ key: `auth-code-send:${ip}`, max: 30, windowMs: HOUR });

/** Requests that check a code (verify-email, reset-password). */
export const codeCheckLimit = (ip: string): Limit => ({ key: `auth-code-check:${ip}`, max: 30, windowMs: 15 * MINUTE });

/** Per-account sign-in cooldown (ASVS 2.2.1: at most 100 failures an hour on one account). */
export const LOGIN_COOLDOWN = { failures: 100, windowMs: HOUR, durationMs: 15 * MINUTE } as const;

export const addressMinuteLimit = (email: string) => ({ key: `auth-mail-minute:${email}`, max: 1, windowMs: MINUTE });
export const addressHourLimit = (email: string) => ({ key: `auth-mail-hour:${email}`, max: 5, windowMs: HOUR });

/**
 * 1 mail a minute and 5 an hour per address. Over it nothing is sent, but the caller answers as
 * usual, so the limit cannot tell anyone whether the address has an account.
 */
export async function mayMailAddress(limiter: RateLimiter, email: string): Promise<boolean> {
  return (await limiter.allow(addressMinuteLimit(email))) && (await limiter.allow(addressHourLimit(email)));
}
