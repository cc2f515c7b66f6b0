/**
 * Every route that changes how an account is signed in to, who is signed in, or the account as a
 * whole, with the proof it requires (decision 034). The ownership matrix checks that no such route
 * is missing from this list and that each `fresh-proof` route refuses a session without one.
 */

/** A session that proved who it is (password or mailed code) in the last five minutes. */
export const FRESH_PROOF = 'fresh-proof';

export const ACCOUNT_SECURITY_ROUTES: Record<string, typeof FRESH_PROOF | string> = {
  // A session token alone may not add a second factor, replace the recovery codes, sign other
  // devices out, or delete or overwrite the account.
  'POST /api/auth/two-factor/setup': FRESH_PROOF,
  'POST /api/auth/two-factor/enable': FRESH_PROOF,
  'POST /api/auth/two-factor/recovery-codes': FRESH_PROOF,
  'POST /api/auth/sessions/sign-out-others': FRESH_PROOF,
  'DELETE /api/auth/sessions/:sessionId': FRESH_PROOF,
  'DELETE /api/auth/account': FRESH_PROOF,
  'POST /api/account/import': FRESH_PROOF,
  // Proofs carried in the request itself.
  'POST /api/auth/two-factor/disable': 'the password (or a code mailed to the address) and an authenticator code',
  'POST /api/auth/confirm-identity': 'the password, or a code mailed to the address for this session',
  'POST /api/auth/confirm-identity/email-code': 'a session; it only mails the account its own code',
  'POST /api/auth/two-factor/disable/email-code': 'a session; it only mails the account its own code',
  'DELETE /api/auth/two-factor/recovery': "a session past the second factor; it only keeps the account's second factor",
  'POST /api/auth/logout': "a session; it only ends the caller's own",
  // Signing in and getting back in.
  'POST /api/auth/register': 'none: it creates an account that is not usable until its address is proven',
  'POST /api/auth/verify-email': 'a code mailed to the address',
  'POST /api/auth/resend-verification': 'none: it mails only an unverified address',
  'POST /api/auth/login': 'the password (and then the second factor when it is on)',
  'POST /api/auth/forgot-password': 'none: it mails only the address',
  'POST /api/auth/reset-password': 'a code mailed to the address (and then the second factor when it is on)',
  'POST /api/auth/exchange': "a one-time ticket from Google's sign-in, in the browser it was issued to",
  'POST /api/auth/two-factor/verify': "a sign-in challenge and the second factor's code or a recovery code",
  'POST /api/auth/two-factor/recovery/email-code': "a sign-in challenge; it only mails the account's address",
  'POST /api/auth/two-factor/recovery':
    'a sign-in challenge and a code mailed to the address; it takes effect only after 7 days, with alerts',
  'POST /api/auth/two-factor/recovery/complete': 'a sign-in challenge made after the 7 days',
  // Settings: the only security mail it can turn off is "a Google account was linked"; every other
  // security alert is sent whatever it says (decisions 018, 034).
  'PUT /api/settings': 'a session',
  // The custom domain (decision 057) serves the portfolio on a name whose DNS the owner proves to
  // control with a TXT record; it changes nothing about signing in.
  'PUT /api/settings/custom-domain': 'a session; the domain is served only once its DNS proves control',
  'POST /api/settings/custom-domain/check': 'a session',
  'DELETE /api/settings/custom-domain': 'a session',
};

/** Routes of these prefixes that are not reads change account security and must be listed above. */
export const changesAccountSecurity = (method: string, url: string): boolean =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && /^\/api\/(auth|account|settings)(\/|$)/.test(url);
