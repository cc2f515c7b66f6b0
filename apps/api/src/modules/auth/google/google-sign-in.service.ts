import type { Language } from '@sparklink/contract/i18n';
import type { FastifyInstance } from 'fastify';
import { resolveGoogleAccount } from './google-account.service';
import { GoogleSignInRejected } from './google-failure';
import { identityFromClaims } from './google-identity';
import type { GoogleOidc, GoogleSettings } from './google-oidc';
import { issueLoginTicket } from './login-ticket';
import type { PendingSignIn } from './oidc-cookie';

export interface CompletedSignIn {
  ticket: string;
  isNewUser: boolean;
}

/**
 * The callback's work in the contract's order: the attempt's cookie, the code exchange with its
 * state, PKCE and nonce checks, the claim checks, account resolution, then a single-use ticket
 * bound to the browser that started the attempt.
 */
export async function completeGoogleSignIn(
  app: FastifyInstance,
  google: { oidc: GoogleOidc; settings: GoogleSettings },
  pending: PendingSignIn | null,
  callbackUrl: URL,
  lang: Language,
): Promise<CompletedSignIn> {
  if (!pending) throw new GoogleSignInRejected('no valid sign-in cookie');
  const claims = await google.oidc.idTokenClaims(callbackUrl, pending);
  const identity = identityFromClaims(claims, google.settings);
  const { user, isNewUser, outboxIds } = await resolveGoogleAccount(app, identity, lang);
  // Linking fills an account's empty names and picture, which its public profile shows; the
  // callback is a GET with nobody signed in yet, so the write hook of plugins/public-cache.ts
  // does not see it.
  if (isNewUser) await app.publicCache.invalidateOwner(user.id);
  app.outbox.deliverSoon(outboxIds);
  const ticket = await issueLoginTicket(app.db, app.config.secrets.LOGIN_TICKET_SECRET, {
    user,
    isNewUser,
    binding: pending.binding,
  });
  return { ticket, isNewUser };
}
