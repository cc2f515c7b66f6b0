import { MESSAGES, type LoginInput, type Session } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toBool, toDate } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { findUserByEmail, type UserRow } from '../users/user.repository';
import { findPendingPasswordHash } from './email-codes.repository';
import type { AuthDeps } from './auth.deps';
import { LOGIN_COOLDOWN, loginLimit } from './auth-limits';
import { coolDown, countFailedLogin, recordSignIn } from './auth.repository';
import { issueSession } from './auth-session';

/**
 * One 401 for an unknown address, an account without a password and a wrong password, each
 * spending one argon2 verification. Whether the address is verified is told only to someone
 * who knows the password.
 */
export async function login(deps: AuthDeps, input: LoginInput, ip: string): Promise<Session> {
  await deps.rateLimiter.consume(loginLimit(ip, input.email));
  const user = await findUserByEmail(deps.db, input.email);
  if (user?.locked_until && toDate(user.locked_until) > new Date()) throw coolingDown(toDate(user.locked_until));

  const matches = await verifyPassword(user ? await passwordHashToCheck(deps.db, user) : null, input.password);
  if (!user || !matches) {
    if (user) await recordFailure(deps.db, user.id);
    throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
  }
  if (!toBool(user.is_verified)) throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);

  await recordSignIn(deps.db, user.id);
  return issueSession(deps.db, deps.config, user.id);
}

/**
 * An unverified account's password is the one waiting on its newest code (the one verifying
 * would confirm); accounts from before sign-up passwords waited on codes keep the stored hash.
 */
async function passwordHashToCheck(db: Kysely<DB>, user: UserRow): Promise<string | null> {
  if (toBool(user.is_verified)) return user.password_hash;
  return (await findPendingPasswordHash(db, user.id)) ?? user.password_hash;
}

async function recordFailure(db: Kysely<DB>, userId: string): Promise<void> {
  const failures = await countFailedLogin(db, userId, LOGIN_COOLDOWN.windowMs);
  if (failures >= LOGIN_COOLDOWN.failures) {
    await coolDown(db, userId, new Date(Date.now() + LOGIN_COOLDOWN.durationMs));
  }
}

function coolingDown(until: Date): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.accountCooledDown, {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
  });
}
