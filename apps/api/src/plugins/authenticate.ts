import { MESSAGES } from '@sparklink/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { readSessionToken } from '../modules/auth/session-token';
import { findSessionUser, touchSession, type SessionRow } from '../modules/auth/sessions/sessions.repository';
import type { UserRow } from '../modules/users/user.repository';

/** The signed-in device of a request: which session, and when it last proved who it is. */
export type RequestSession = Pick<SessionRow, 'id' | 'confirmed_at'>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The owner of an owner route, set only by `authenticate`: it decides which owner's cached
     * public pages a write empties. A public route asks `viewerOf` instead. (The per-user limit
     * follows any valid token, on every route: plugins/rate-limit.)
     */
    user: UserRow | null;
    /** The session of `user`, set with it. */
    session: RequestSession | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    viewerOf(request: FastifyRequest): Promise<UserRow | null>;
  }
}

type Bearer = { user: UserRow; session: RequestSession } | null | 'missing';

/**
 * Bearer authentication (api-contract §1.4, decision 034): algorithm, signature, exp, typ, that the
 * token's session still exists for its user, and that `tv` equals the user's token_version. Owner
 * responses are never cached.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  async function bearerFromHeader(header: string | undefined): Promise<Bearer> {
    if (!header?.startsWith('Bearer ')) return 'missing';
    const claims = await readSessionToken(app.config.secrets.JWT_SECRET, header.slice('Bearer '.length).trim());
    if (!claims) return null;
    const found = await findSessionUser(app.db, claims.sid, claims.userId);
    if (!found || found.user.token_version !== claims.tv) return null;
    await touchSession(app.db, found.session.id, new Date());
    return found;
  }

  // The rate limit asks first (every request with a token), then `authenticate` or a public route:
  // the token is checked and its user read once a request.
  const bearers = new WeakMap<FastifyRequest, Promise<Bearer>>();
  const bearerOf = (request: FastifyRequest) => {
    let bearer = bearers.get(request);
    if (!bearer) {
      bearer = bearerFromHeader(request.headers.authorization);
      bearers.set(request, bearer);
    }
    return bearer;
  };

  /** Counted per user by the rate limit's onRequest hook, which runs before this one (decision 021). */
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const bearer = await bearerOf(request);
    if (bearer === 'missing') throw new AppError('UNAUTHENTICATED', MESSAGES.accessTokenRequired);
    if (!bearer) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidToken);
    request.user = bearer.user;
    request.session = bearer.session;
  });

  /**
   * Optional auth: the signed-in caller when a valid token is sent, else null (an invalid one is
   * ignored, never rejected). It does not name `request.user`: a visitor's beacon is not the
   * visitor's own write, and must not empty their cached public pages.
   */
  app.decorate('viewerOf', async (request: FastifyRequest) => {
    const bearer = await bearerOf(request);
    return bearer === 'missing' || !bearer ? null : bearer.user;
  });
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.accessTokenRequired);
  return request.user;
}

/** The session of a route behind `authenticate`. */
export function currentSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED', MESSAGES.accessTokenRequired);
  return request.session;
}
