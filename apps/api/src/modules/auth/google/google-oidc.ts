import * as oidc from 'openid-client';
import type { Config } from '../../../config';
import { GoogleSignInRejected } from './google-failure';
import type { PendingSignIn } from './oidc-cookie';

export type GoogleSettings = NonNullable<Config['google']>;

/** The parts of a pending sign-in that the protocol itself checks on the way back. */
export type ProtocolChecks = Pick<PendingSignIn, 'state' | 'nonce' | 'verifier'>;

const SCOPE = 'openid email profile';
/** Seconds to wait for the provider before the sign-in counts as an outage. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The relying-party side of the authorization-code flow (openid-client v6): PKCE S256, state and
 * nonce on the way out; code exchange and ID-token checks on the way back. Signatures are always
 * verified against the provider's keys, not only trusted because the token came over TLS.
 */
export function createGoogleOidc(google: GoogleSettings, options: { redirectUri: string; isProduction: boolean }) {
  let discovered: Promise<oidc.Configuration> | undefined;

  /** Discovery runs once per process; a failed attempt is forgotten so the next sign-in retries. */
  function configuration(): Promise<oidc.Configuration> {
    const issuer = new URL(google.issuer);
    // Plain http only for the local test provider; production always insists on TLS.
    const execute = [oidc.enableNonRepudiationChecks];
    if (!options.isProduction && issuer.protocol === 'http:') execute.push(oidc.allowInsecureRequests);
    discovered ??= oidc
      .discovery(issuer, google.clientId, google.clientSecret, undefined, {
        execute,
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async authorizationUrl(): Promise<{ url: URL; checks: ProtocolChecks }> {
      const config = await configuration();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    /** Exchanges the code from `callbackUrl` and returns the checked ID-token claims. */
    async idTokenClaims(callbackUrl: URL, checks: ProtocolChecks): Promise<oidc.IDToken> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new GoogleSignInRejected('no ID token in the token response');
      return claims;
    },
  };
}

export type GoogleOidc = ReturnType<typeof createGoogleOidc>;
