import type { SessionClaims } from '@sparklink/contract';
import { LIMITS } from '@sparklink/contract';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../users/user.repository';

/**
 * Session JWTs as api-contract §1.4: HS256 only, typ "session", tv = token_version, plus `sid`, the
 * device's row in `sessions` (decision 034), so one device can be signed out on its own.
 */
export async function signSessionToken(
  secret: string,
  user: Pick<UserRow, 'id' | 'email' | 'token_version'>,
  sessionId: string,
) {
  return new SignJWT({ userId: user.id, email: user.email, typ: 'session', tv: user.token_version, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${LIMITS.sessionTtlSeconds}s`)
    .sign(new TextEncoder().encode(secret));
}

/**
 * The claims of a valid session token, or null for anything else (bad signature, expired, other
 * typ, or a token from before sessions had rows: without `sid` nothing could end it on its own).
 */
export async function readSessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    const claims = payload as Partial<SessionClaims>;
    if (claims.typ !== 'session' || typeof claims.userId !== 'string' || typeof claims.tv !== 'number') return null;
    if (typeof claims.sid !== 'string') return null;
    return claims as SessionClaims;
  } catch {
    return null;
  }
}
