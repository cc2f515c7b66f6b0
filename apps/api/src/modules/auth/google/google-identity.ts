import { LIMITS } from '@sparklink/contract';
import type { IDToken } from 'openid-client';
import { GoogleSignInRejected } from './google-failure';
import type { GoogleSettings } from './google-oidc';

/** Who Google says signed in, after every check has passed. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** The profile form accepts names of at most 50 characters (api-contract §3). */
const NAME_MAX = 50;

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** Google's tokens may also spell the issuer without the scheme (api-contract §2). */
function acceptedIssuers(configured: string): string[] {
  const issuer = withoutSlash(configured);
  return issuer === GOOGLE_ISSUER ? [issuer, 'accounts.google.com'] : [issuer];
}

const text = (value: unknown, max: number): string | null => {
  const trimmed = typeof value === 'string' ? value.trim().slice(0, max) : '';
  return trimmed || null;
};

const httpUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;

/**
 * The checks of api-contract §2 on top of openid-client's own (signature, exp, nonce): the issuer is
 * the configured one, the audience is our client, and Google has verified the e-mail address.
 */
export function identityFromClaims(claims: IDToken, google: GoogleSettings): GoogleIdentity {
  if (!acceptedIssuers(google.issuer).includes(withoutSlash(claims.iss))) {
    throw new GoogleSignInRejected('unexpected issuer');
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(google.clientId)) throw new GoogleSignInRejected('unexpected audience');
  if (claims.email_verified !== true) throw new GoogleSignInRejected('e-mail address not verified by Google');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || email.length > LIMITS.emailMax || !claims.sub) {
    throw new GoogleSignInRejected('no usable e-mail address or subject');
  }
  return {
    sub: claims.sub,
    email,
    firstName: text(claims.given_name, NAME_MAX),
    lastName: text(claims.family_name, NAME_MAX),
    pictureUrl: httpUrl(claims.picture),
  };
}
