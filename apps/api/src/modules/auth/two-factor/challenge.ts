import { createHash, randomBytes } from 'node:crypto';
import {
  TWO_FACTOR_LIMITS,
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorChallenge,
  type TwoFactorSession,
  type TwoFactorVerifyInput,
} from '@sparklink/contract';
import { toBool, toDate } from '../../../db/values';
import { AppError, invalidField } from '../../../lib/app-error';
import type { AuthDeps } from '../auth.deps';
import { recordSignIn } from '../auth.repository';
import { issueSession } from '../auth-session';
import type { Client } from '../client';
import { recordLogin } from '../google/login-ticket.repository';
import {
  consumeChallenge,
  countChallengeAttempt,
  findChallenge,
  insertChallenge,
  pruneChallenges,
  type ChallengeRow,
} from './challenge.repository';
import { hashRecoveryCode } from './recovery-codes';
import { checkAppCode, endCodeStreak } from './code-backoff';
import { recoveryState } from './recovery-state';
import { accountCodeLimit, challengeCheckLimit, recoveryCodeLimit } from './two-factor-limits';
import { findTwoFactor, useRecoveryCode } from './two-factor.repository';

/**
 * The second step of a sign-in (decision 017). A right password, Google ticket or reset code on an
 * account with two-factor on yields a challenge instead of a session: a random token the client
 * holds (only its SHA-256 is stored), good for 5 minutes, 5 answers and one session.
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const invalidChallenge = () => new AppError('UNAUTHENTICATED', M.invalidChallenge);
const tooManyAttempts = () => new AppError('RATE_LIMITED', M.tooManyAttempts);

export async function startChallenge(
  deps: Pick<AuthDeps, 'db'>,
  userId: string,
  grant: { source: ChallengeRow['source']; isNewUser?: boolean },
): Promise<TwoFactorChallenge> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TWO_FACTOR_LIMITS.challengeTtlSeconds * 1000);
  await pruneChallenges(deps.db, userId);
  await insertChallenge(deps.db, {
    id: hashToken(token),
    userId,
    source: grant.source,
    isNewUser: grant.isNewUser ?? false,
    expiresAt,
  });
  const recovery = recoveryState(await findTwoFactor(deps.db, userId));
  return {
    twoFactorRequired: true,
    challenge: token,
    expiresAt: expiresAt.toISOString(),
    ...(recovery && { recovery }),
  };
}

/**
 * Answers a challenge with a TOTP code or a recovery code and returns the session the first step
 * held back. Each answer is counted on the challenge and on the account before it is compared;
 * a challenge that ran out of answers says so until it expires.
 */
export async function completeChallenge(
  deps: AuthDeps,
  input: TwoFactorVerifyInput,
  client: Client,
): Promise<TwoFactorSession> {
  await deps.rateLimiter.consume(challengeCheckLimit(client.ip));
  const id = hashToken(input.challenge);
  const counted = await countChallengeAttempt(deps.db, id, TWO_FACTOR_LIMITS.challengeMaxAttempts);
  if (!counted) throw (await isOutOfAnswers(deps, id)) ? tooManyAttempts() : invalidChallenge();
  const userId = counted.user_id;
  const right =
    input.code !== undefined
      ? await limitedAppCode(deps, userId, input.code)
      : await checkRecoveryCode(deps, userId, input.recoveryCode!);
  if (!right) {
    if (counted.attempts >= TWO_FACTOR_LIMITS.challengeMaxAttempts) throw tooManyAttempts();
    throw input.code !== undefined
      ? invalidField('code', M.invalidCode)
      : invalidField('recoveryCode', M.invalidRecoveryCode);
  }
  await endCodeStreak(deps.db, userId);
  if (!(await consumeChallenge(deps.db, id))) throw invalidChallenge();

  return finishSignIn(deps, counted, client);
}

/** Each first step records the sign-in as it does without two-factor, only now that it is complete. */
export async function finishSignIn(
  deps: AuthDeps,
  challenge: Pick<ChallengeRow, 'user_id' | 'source' | 'is_new_user'>,
  client: Client,
): Promise<TwoFactorSession> {
  const userId = challenge.user_id;
  if (challenge.source === 'google') {
    await recordLogin(deps.db, userId);
    return { ...(await issueSession(deps.db, deps.config, userId, client)), isNewUser: toBool(challenge.is_new_user) };
  }
  await recordSignIn(deps.db, userId);
  return issueSession(deps.db, deps.config, userId, client);
}

/** An authenticator code: the account's 15-minute limit, then its streak (code-backoff.ts); a right one gets its count back. */
async function limitedAppCode(deps: AuthDeps, userId: string, code: string): Promise<boolean> {
  const limit = accountCodeLimit(userId);
  await deps.rateLimiter.consume(limit);
  const right = await checkAppCode(deps, userId, code).catch(async (waiting: unknown) => {
    await deps.rateLimiter.refund(limit); // nothing was compared
    throw waiting;
  });
  if (right) await deps.rateLimiter.refund(limit);
  return right;
}

/** A recovery code has its own limit, so wrong authenticator codes never lock the owner out of these. */
async function checkRecoveryCode(deps: AuthDeps, userId: string, code: string): Promise<boolean> {
  const limit = recoveryCodeLimit(userId);
  await deps.rateLimiter.consume(limit);
  if (!(await useRecoveryCode(deps.db, userId, hashRecoveryCode(deps.config.secrets.CODE_PEPPER, userId, code)))) {
    return false;
  }
  await deps.rateLimiter.refund(limit);
  return true;
}

async function isOutOfAnswers(deps: AuthDeps, id: string): Promise<boolean> {
  const row = await findChallenge(deps.db, id);
  return (
    row !== undefined &&
    row.consumed_at === null &&
    toDate(row.expires_at) > new Date() &&
    row.attempts >= TWO_FACTOR_LIMITS.challengeMaxAttempts
  );
}
