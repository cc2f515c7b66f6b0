import { LIMITS } from '@sparklink/contract';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { UserRow } from '../../users/user.repository';
import { recordLoginTicket } from './login-ticket.repository';

/**
 * The claims of a login ticket (api-contract §2): not a session token, and good for one exchange,
 * in the browser that started the sign-in (`binding`, the hash of its binding cookie; decision 010).
 */
export interface LoginTicketClaims {
  typ: 'login_ticket';
  userId: string;
  email: string;
  newUser: boolean;
  binding: string;
  jti: string;
  iat: number;
  exp: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Signs a 120-second ticket with LOGIN_TICKET_SECRET (a key no session token uses) and records its
 * jti so it can be exchanged once. `issuedAt` exists for tests of expiry.
 */
export async function issueLoginTicket(
  db: Kysely<DB>,
  secret: string,
  grant: { user: Pick<UserRow, 'id' | 'email'>; isNewUser: boolean; binding: string },
  issuedAt = new Date(),
): Promise<string> {
  const jti = newId();
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + LIMITS.loginTicketTtlSeconds;
  const ticket = await new SignJWT({
    typ: 'login_ticket',
    userId: grant.user.id,
    email: grant.user.email,
    newUser: grant.isNewUser,
    binding: grant.binding,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key(secret));
  await recordLoginTicket(db, {
    jti,
    userId: grant.user.id,
    isNewUser: grant.isNewUser,
    expiresAt: new Date(exp * 1000),
  });
  return ticket;
}

/** The claims of a well-signed, unexpired login ticket, or null for anything else. */
export async function readLoginTicket(secret: string, ticket: string): Promise<LoginTicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['iat', 'exp', 'jti'],
    });
    const claims = payload as Partial<LoginTicketClaims>;
    if (claims.typ !== 'login_ticket' || typeof claims.userId !== 'string' || typeof claims.jti !== 'string') {
      return null;
    }
    // Tickets from before browser binding carry none: they were never safe to accept.
    if (typeof claims.binding !== 'string') return null;
    return claims as LoginTicketClaims;
  } catch {
    return null;
  }
}
