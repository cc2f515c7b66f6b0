import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { hostCookie } from './host-cookie';

/** The per-attempt secrets the callback needs to finish a sign-in this browser started. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  /** The hash of this browser's binding cookie, which the login ticket will carry (login-binding.ts). */
  binding: string;
}

/** How long a browser has to come back from the provider. */
export const PENDING_SIGN_IN_TTL_SECONDS = 10 * 60;

const oidcCookie = (config: Pick<Config, 'publicOrigin'>) => hostCookie(config, 'sl_oidc');

export function savePendingSignIn(reply: FastifyReply, config: Config, pending: PendingSignIn): void {
  const { name, options } = oidcCookie(config);
  // The expiry travels inside the signed value too, so a copied cookie stops working after 10 minutes.
  const value = JSON.stringify({ ...pending, exp: Date.now() + PENDING_SIGN_IN_TTL_SECONDS * 1000 });
  reply.setCookie(name, value, { ...options, signed: true, maxAge: PENDING_SIGN_IN_TTL_SECONDS });
}

/** Reads the cookie and clears it, so each attempt completes at most once. Null when absent or not ours. */
export function takePendingSignIn(request: FastifyRequest, reply: FastifyReply, config: Config): PendingSignIn | null {
  const { name, options } = oidcCookie(config);
  const raw = request.cookies[name];
  if (raw === undefined) return null;
  reply.clearCookie(name, options);
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return null;
  try {
    const value = JSON.parse(unsigned.value) as Partial<PendingSignIn & { exp: number }>;
    const { state, nonce, verifier, binding, exp } = value;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return null;
    if (typeof binding !== 'string') return null;
    if (typeof exp !== 'number' || exp <= Date.now()) return null;
    return { state, nonce, verifier, binding };
  } catch {
    return null;
  }
}
