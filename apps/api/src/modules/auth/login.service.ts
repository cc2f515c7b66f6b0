import { MESSAGES, type LoginInput, type Session, type TwoFactorChallenge } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toBool, toDate } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { findUserByEmail, type UserRow } from '../users/user.repository';
import { findPendingPasswordHash } from './email-codes.repository';
import type { AuthDeps } from './auth.deps';
import { LOGIN_COOLDOWN, loginLimit } from './auth-limits';
import { coolDown, countLoginAttempt, recordSignIn } from './auth.repository';
import { issueSession } from './auth-session';
import type { Client } from './client';
import { startChallenge } from './two-factor/challenge';
import { hasTwoFactor } from './two-factor/two-factor.repository';

/**
 * One 401 for an unknown address, an account without a password and a wrong password, each
 * spending one argon2 verification. Whether the address is verified is told only to someone
 * who knows the password. An attempt on an account is counted before its hash is checked, so
 * parallel guesses from many addresses cannot all slip under the account's cooldown.
 */
export async function login(deps: AuthDeps, input: LoginInput, client: Client): Promise<Session | TwoFactorChallenge> {
  await deps.rateLimiter.consume(loginLimit(client.ip, input.email));
  const user = await findUserByEmail(deps.db, input.email);
  if (user?.locked_until && toDate(user.locked_until) > new Date()) throw coolingDown(toDate(user.locked_until));
  const attempt = user ? await countLoginAttempt(deps.db, user.id, LOGIN_COOLDOWN.windowMs) : undefined;
  if (attempt?.lockedUntil && attempt.lockedUntil > new Date()) throw coolingDown(attempt.lockedUntil);
  if (user && attempt!.attempts > LOGIN_COOLDOWN.failures) throw coolingDown(await startCooldown(deps.db, user.id));

  const matches = await verifyPassword(user ? await passwordHashToCheck(deps.db, user) : null, input.password);
  if (!user || !matches) {
    if (user && attempt!.attempts >= LOGIN_COOLDOWN.failures) await startCooldown(deps.db, user.id);
    throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
  }
  if (!toBool(user.is_verified)) throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);
  // The sign-in is recorded (and the failure streak ended) once the second step is done.
  if (await hasTwoFactor(deps.db, user.id)) return startChallenge(deps, user.id, { source: 'password' });

  await recordSignIn(deps.db, user.id); // ends the streak, the attempt just counted with it
  return issueSession(deps.db, deps.config, user.id, client);
}

/**
 * An unverified account's password is the one waiting on its newest code (the one verifying
 * would confirm); accounts from before sign-up passwords waited on codes keep the stored hash.
 */
async function passwordHashToCheck(db: Kysely<DB>, user: UserRow): Promise<string | null> {
  if (toBool(user.is_verified)) return user.password_hash;
  return (await findPendingPasswordHash(db, user.id)) ?? user.password_hash;
}

async function startCooldown(db: Kysely<DB>, userId: string): Promise<Date> {
  const until = new Date(Date.now() + LOGIN_COOLDOWN.durationMs);
  await coolDown(db, userId, until);
  return until;
}

function coolingDown(until: Date): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.accountCooledDown, {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
  });
}
