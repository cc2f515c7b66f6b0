import {
  SECURITY_LIMITS,
  SECURITY_MESSAGES as S,
  TWO_FACTOR_MESSAGES as M,
  type RecoveryChallengeInput,
  type StartRecoveryInput,
  type TwoFactorRecoveryState,
  type TwoFactorSession,
} from '@sparklink/contract';
import { toDate } from '../../../db/values';
import { AppError } from '../../../lib/app-error';
import { queueSecurityAlert } from '../../mail/security-alerts';
import { findUserById, type UserRow } from '../../users/user.repository';
import type { AuthDeps } from '../auth.deps';
import type { Client } from '../client';
import { checkMailedCode, mailCode } from '../mailed-codes/mailed-code';
import { deleteMailedCode } from '../mailed-codes/mailed-codes.repository';
import { deleteOtherSessions } from '../sessions/sessions.repository';
import { consumeChallenge, findChallenge, type ChallengeRow } from './challenge.repository';
import { finishSignIn, hashToken, invalidChallenge } from './challenge';
import { recoveryState } from './recovery-state';
import { challengeCheckLimit } from './two-factor-limits';
import { clearRecovery, findTwoFactor, removeRecoveredTwoFactor, requestRecovery } from './two-factor.repository';

/**
 * Getting back in without the second factor (decision 034). An owner who passed the first step of
 * a sign-in (password or Google) and proves the inbox with a mailed code may ask for two-factor to
 * be removed. Nothing is removed then: every session ends, the owner is mailed at once and a day
 * before, and the removal takes effect only after the waiting period, at a later sign-in. Anyone
 * who can still sign in fully, second factor included, may cancel it meanwhile.
 */

const DAY_MS = 24 * 60 * 60_000;
const recoveryCodeKey = (userId: string) => ({ purpose: 'two_factor_recovery', subjectId: userId }) as const;
const notStarted = () => new AppError('CONFLICT', S.recoveryNotStarted);

/** The sign-in's open second step a recovery acts on; looking at it is not an answer to it. */
async function openChallenge(deps: AuthDeps, token: string, client: Client): Promise<ChallengeRow> {
  await deps.rateLimiter.consume(challengeCheckLimit(client.ip));
  const row = await findChallenge(deps.db, hashToken(token));
  if (!row || row.consumed_at !== null || toDate(row.expires_at) <= new Date()) throw invalidChallenge();
  return row;
}

async function challengeOwner(deps: AuthDeps, challenge: ChallengeRow): Promise<UserRow> {
  const user = await findUserById(deps.db, challenge.user_id);
  if (!user) throw invalidChallenge();
  return user;
}

export async function sendRecoveryCode(deps: AuthDeps, input: RecoveryChallengeInput, client: Client): Promise<void> {
  const user = await challengeOwner(deps, await openChallenge(deps, input.challenge, client));
  await mailCode(deps, user, recoveryCodeKey(user.id));
}

/** Starts the waiting period (or, when one is under way, says when it ends). */
export async function startRecovery(
  deps: AuthDeps,
  input: StartRecoveryInput,
  client: Client,
): Promise<TwoFactorRecoveryState> {
  const challenge = await openChallenge(deps, input.challenge, client);
  const userId = challenge.user_id;
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabled_at) throw new AppError('CONFLICT', M.notEnabled);
  const underWay = recoveryState(row);
  if (underWay) return underWay;

  await checkMailedCode(deps, userId, recoveryCodeKey(userId), input.emailCode);
  const now = new Date();
  const due = new Date(now.getTime() + SECURITY_LIMITS.recoveryWaitDays * DAY_MS);
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    if (!(await requestRecovery(trx, userId, now, due))) throw new AppError('CONFLICT', M.notEnabled);
    await deleteMailedCode(trx, recoveryCodeKey(userId));
    await consumeChallenge(trx, challenge.id);
    // A stolen session that planted the second factor ends here, so it cannot cancel the request.
    await deleteOtherSessions(trx, userId, null);
    return queueSecurityAlert(trx, deps.outbox, userId, 'two_factor_recovery_started', { due });
  });
  deps.outbox.deliverSoon(alertIds);
  return { requestedAt: now.toISOString(), dueAt: due.toISOString(), ready: false };
}

/** Once the waiting period is over, a fresh sign-in's first step removes the second factor and signs in. */
export async function completeRecovery(
  deps: AuthDeps,
  input: RecoveryChallengeInput,
  client: Client,
): Promise<TwoFactorSession> {
  const challenge = await openChallenge(deps, input.challenge, client);
  const userId = challenge.user_id;
  const state = recoveryState(await findTwoFactor(deps.db, userId));
  if (!state) throw notStarted();
  if (!state.ready) throw new AppError('CONFLICT', S.recoveryNotDue);
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeChallenge(trx, challenge.id))) throw invalidChallenge();
    if (!(await removeRecoveredTwoFactor(trx, userId, new Date()))) throw notStarted();
    await deleteOtherSessions(trx, userId, null);
    return queueSecurityAlert(trx, deps.outbox, userId, 'two_factor_recovered');
  });
  deps.outbox.deliverSoon(alertIds);
  return finishSignIn(deps, challenge, client);
}

/** A fully signed-in owner stops a requested removal. */
export async function cancelRecovery(deps: AuthDeps, user: UserRow): Promise<void> {
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    if (!(await clearRecovery(trx, user.id))) throw notStarted();
    return queueSecurityAlert(trx, deps.outbox, user.id, 'two_factor_recovery_cancelled');
  });
  deps.outbox.deliverSoon(alertIds);
}
