import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack's webhook signature (api-contract §9): `x-paystack-signature` is the hex HMAC-SHA512
 * of the raw body keyed with the secret key. Compared in constant time after a length check.
 *
 * Written as a list of schemes so Paystack's timestamped format (`t=…,v1=…`, HMAC over
 * `t + "." + body`, 300 s tolerance; reference §C3) can be added as a second entry once it is
 * confirmed live; a signature passes when any scheme accepts it.
 */
type Scheme = (header: string, rawBody: Buffer, secret: string) => boolean;

const hexHmacOfBody: Scheme = (header, rawBody, secret) => {
  const expected = Buffer.from(createHmac('sha512', secret).update(rawBody).digest('hex'), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const SCHEMES: readonly Scheme[] = [hexHmacOfBody];

export function isValidSignature(header: string | string[] | undefined, rawBody: Buffer, secret: string | undefined) {
  if (!secret || typeof header !== 'string' || header === '') return false;
  return SCHEMES.some((scheme) => scheme(header, rawBody, secret));
}

/** What a sender computes: for the test suite's Paystack and for anyone checking by hand. */
export const signBody = (rawBody: Buffer | string, secret: string): string =>
  createHmac('sha512', secret).update(rawBody).digest('hex');
