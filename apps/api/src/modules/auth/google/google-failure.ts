import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';

/** The `error` value the login screen receives (api-contract §2, Google sign-in). */
export type GoogleFailure = 'google_auth_failed' | 'google_auth_error';

/** A sign-in refused because of what the browser or the ID token carried, never because of an outage. */
export class GoogleSignInRejected extends Error {}

/**
 * openid-client codes for an answer that arrived but did not pass a check: a state, nonce, iss or
 * aud mismatch, an expired token, a signature by an unknown key.
 */
const REJECTED_ANSWER_CODES = new Set([
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
]);

/**
 * "failed" when the user cancelled or the answer was not acceptable; "error" for everything else:
 * an unreachable or misbehaving provider, a rejected client secret, our own database.
 */
export function classifyGoogleFailure(error: unknown): GoogleFailure {
  if (error instanceof GoogleSignInRejected || error instanceof AuthorizationResponseError) {
    return 'google_auth_failed';
  }
  // invalid_grant: the code was already used, expired, or does not match the PKCE verifier.
  if (error instanceof ResponseBodyError) {
    return error.error === 'invalid_grant' ? 'google_auth_failed' : 'google_auth_error';
  }
  if (error instanceof ClientError && error.code && REJECTED_ANSWER_CODES.has(error.code)) {
    return 'google_auth_failed';
  }
  return 'google_auth_error';
}

/**
 * Fields for the log line of a failed sign-in. openid-client errors keep their cause out: it can
 * hold the authorization code or the token response.
 */
export function failureLogFields(error: unknown): Record<string, unknown> {
  if (error instanceof GoogleSignInRejected) return { reason: error.message };
  if (error instanceof AuthorizationResponseError || error instanceof ResponseBodyError) {
    return { reason: error.message, oauthError: error.error };
  }
  if (error instanceof ClientError) return { reason: error.message, code: error.code };
  return { err: error };
}
