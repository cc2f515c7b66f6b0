import { MESSAGES } from '@sparklink/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { readSessionToken } from '../modules/auth/session-token';
import { findUserById, type UserRow } from '../modules/users/user.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The owner of an owner route, set only by `authenticate`: it decides which owner's cached
     * public pages a write empties. A public route asks `viewerOf` instead. (The per-user limit
     * follows any valid token, on every route: plugins/rate-limit.)
     */
    user: UserRow | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    viewerOf(request: FastifyRequest): Promise<UserRow | null>;
  }
}

/**
 * Bearer authentication (api-contract §1.4): algorithm, signature, exp, typ, that the user still
 * exists, and that `tv` equals the user's token_version. Owner responses are never cached.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  async function userFromHeader(header: string | undefined): Promise<UserRow | null | 'missing'> {
    if (!header?.startsWith('Bearer ')) return 'missing';
    const claims = await readSessionToken(app.config.secrets.JWT_SECRET, header.slice('Bearer '.length).trim());
    if (!claims) return null;
    const user = await findUserById(app.db, claims.userId);
    return user && user.token_version === claims.tv ? user : null;
  }

  // The rate limit asks first (every request with a token), then `authenticate` or a public route:
  // the token is checked and its user read once a request.
  const bearers = new WeakMap<FastifyRequest, Promise<UserRow | null | 'missing'>>();
  const bearerOf = (request: FastifyRequest) => {
    let bearer = bearers.get(request);
    if (!bearer) {
      bearer = userFromHeader(request.headers.authorization);
      bearers.set(request, bearer);
    }
    return bearer;
  };

  /** Counted per user by the rate limit's onRequest hook, which runs before this one (decision 021). */
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const user = await bearerOf(request);
    if (user === 'missing') throw new AppError('UNAUTHENTICATED', MESSAGES.accessTokenRequired);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidToken);
    request.user = user;
  });

  /**
   * Optional auth: the signed-in caller when a valid token is sent, else null (an invalid one is
   * ignored, never rejected). It does not name `request.user`: a visitor's beacon is not the
   * visitor's own write, and must not empty their cached public pages.
   */
  app.decorate('viewerOf', async (request: FastifyRequest) => {
    const user = await bearerOf(request);
    return user === 'missing' ? null : user;
  });
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.accessTokenRequired);
  return request.user;
}
