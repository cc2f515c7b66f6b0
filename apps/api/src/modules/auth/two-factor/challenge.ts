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
import { useTotpCode } from './totp-check';
import { accountCodeLimit, challengeCheckLimit } from './two-factor-limits';
import { useRecoveryCode } from './two-factor.repository';

/**
 * The second step of a sign-in (decision 017). A right password, Google ticket or reset code on an
 * account with two-factor on yields a challenge instead of a session: a random token the client
 * holds (only its SHA-256 is stored), good for 5 minutes, 5 answers and one session.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidChallenge = () => new AppError('UNAUTHENTICATED', M.invalidChallenge);
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
  return { twoFactorRequired: true, challenge: token, expiresAt: expiresAt.toISOString() };
}

/**
 * Answers a challenge with a TOTP code or a recovery code and returns the session the first step
 * held back. Each answer is counted on the challenge and on the account before it is compared;
 * a challenge that ran out of answers says so until it expires.
 */
export async function completeChallenge(
  deps: AuthDeps,
  input: TwoFactorVerifyInput,
  ip: string,
): Promise<TwoFactorSession> {
  await deps.rateLimiter.consume(challengeCheckLimit(ip));
  const id = hashToken(input.challenge);
  const counted = await countChallengeAttempt(deps.db, id, TWO_FACTOR_LIMITS.challengeMaxAttempts);
  if (!counted) throw (await isOutOfAnswers(deps, id)) ? tooManyAttempts() : invalidChallenge();
  const userId = counted.user_id;
  const accountLimit = accountCodeLimit(userId);
  await deps.rateLimiter.consume(accountLimit);

  if (!(await isRightAnswer(deps, userId, input))) {
    if (counted.attempts >= TWO_FACTOR_LIMITS.challengeMaxAttempts) throw tooManyAttempts();
    throw input.code !== undefined
      ? invalidField('code', M.invalidCode)
      : invalidField('recoveryCode', M.invalidRecoveryCode);
  }
  await deps.rateLimiter.refund(accountLimit);
  if (!(await consumeChallenge(deps.db, id))) throw invalidChallenge();

  // Each first step records the sign-in as it does without two-factor, only now that it is complete.
  if (counted.source === 'google') {
    await recordLogin(deps.db, userId);
    return { ...(await issueSession(deps.db, deps.config, userId)), isNewUser: toBool(counted.is_new_user) };
  }
  await recordSignIn(deps.db, userId);
  return issueSession(deps.db, deps.config, userId);
}

async function isRightAnswer(deps: AuthDeps, userId: string, input: TwoFactorVerifyInput): Promise<boolean> {
  const pepper = deps.config.secrets.CODE_PEPPER;
  if (input.code !== undefined) return useTotpCode(deps.db, pepper, userId, input.code);
  return useRecoveryCode(deps.db, userId, hashRecoveryCode(pepper, userId, input.recoveryCode!));
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
