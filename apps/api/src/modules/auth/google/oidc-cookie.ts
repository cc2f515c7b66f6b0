import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';

/** The per-attempt secrets the callback needs to finish a sign-in this browser started. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

const TTL_SECONDS = 10 * 60;

/**
 * `__Host-` pins the cookie to our exact origin, and browsers accept that prefix only with Secure,
 * so plain-http development and tests use the bare name. Lax lets it ride the top-level return from
 * the provider.
 */
export function oidcCookie(config: Pick<Config, 'publicOrigin'>) {
  const secure = new URL(config.publicOrigin).protocol === 'https:';
  return {
    name: secure ? '__Host-sl_oidc' : 'sl_oidc',
    options: { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const,
  };
}

export function savePendingSignIn(reply: FastifyReply, config: Config, pending: PendingSignIn): void {
  const { name, options } = oidcCookie(config);
  // The expiry travels inside the signed value too, so a copied cookie stops working after 10 minutes.
  const value = JSON.stringify({ ...pending, exp: Date.now() + TTL_SECONDS * 1000 });
  reply.setCookie(name, value, { ...options, signed: true, maxAge: TTL_SECONDS });
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
    const { state, nonce, verifier, exp } = value;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return null;
    if (typeof exp !== 'number' || exp <= Date.now()) return null;
    return { state, nonce, verifier };
  } catch {
    return null;
  }
}
