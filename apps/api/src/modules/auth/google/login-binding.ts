import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@sparklink/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { hostCookie } from './host-cookie';
import { PENDING_SIGN_IN_TTL_SECONDS } from './oidc-cookie';

/**
 * Login-CSRF defence (decision 010): a random value in a cookie of the browser that started the
 * sign-in; the login ticket carries its hash, and /auth/exchange accepts the ticket only from a
 * browser holding the value. A ticket lifted into a link is useless in anyone else's browser.
 */
const bindingCookie = (config: Pick<Config, 'publicOrigin'>) => hostCookie(config, 'sl_login_binding');

/** Long enough for the round trip through the provider and then the ticket's own lifetime. */
const MAX_AGE_SECONDS = PENDING_SIGN_IN_TTL_SECONDS + LIMITS.loginTicketTtlSeconds;

/** The ticket carries only a hash: the ticket travels in a URL, the cookie value must not. */
export const hashBinding = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Gives this browser a fresh binding cookie; answers the hash the ticket must carry. */
export function bindBrowser(reply: FastifyReply, config: Config): string {
  const { name, options } = bindingCookie(config);
  const value = randomBytes(32).toString('base64url');
  reply.setCookie(name, value, { ...options, maxAge: MAX_AGE_SECONDS });
  return hashBinding(value);
}

/** Reads the binding cookie and clears it, so it serves one exchange. The hash, or null when absent. */
export function takeBrowserBinding(request: FastifyRequest, reply: FastifyReply, config: Config): string | null {
  const { name, options } = bindingCookie(config);
  const value = request.cookies[name];
  if (value === undefined) return null;
  reply.clearCookie(name, options);
  return hashBinding(value);
}

/** Whether the ticket was issued to this browser; compared in constant time. */
export function isSameBrowser(ticketBinding: string, browserBinding: string | null): boolean {
  if (browserBinding === null) return false;
  const expected = Buffer.from(ticketBinding);
  const actual = Buffer.from(browserBinding);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
