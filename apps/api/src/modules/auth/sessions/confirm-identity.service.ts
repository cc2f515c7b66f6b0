import {
  SECURITY_LIMITS,
  SECURITY_MESSAGES,
  TWO_FACTOR_MESSAGES as M,
  type ConfirmIdentityInput,
  type IdentityConfirmation,
} from '@sparklink/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { UserRow } from '../../users/user.repository';
import type { AuthDeps } from '../auth.deps';
import { mailCode } from '../mailed-codes/mailed-code';
import { deleteMailedCode } from '../mailed-codes/mailed-codes.repository';
import { confirmLimit } from '../two-factor/two-factor-limits';
import { checkIdentityProof } from './identity-proof';
import { deleteSession, markSessionConfirmed } from './sessions.repository';

/** Wrong proofs one device may give in 15 minutes before it is signed out; right ones are refunded. */
const sessionProofLimit = (sessionId: string) => ({
  key: `confirm-session:${sessionId}`,
  max: 5,
  windowMs: 15 * 60_000,
});

/** The code that confirms one device: bound to its session, so it proves nothing on another. */
const confirmCodeKey = (sessionId: string) => ({ purpose: 'confirm_identity', subjectId: sessionId }) as const;

/** Mails a confirmation code to an account without a password (Google-only), for this device. */
export async function sendConfirmCode(deps: AuthDeps, user: UserRow, session: RequestSession): Promise<void> {
  if (user.password_hash !== null) throw new AppError('CONFLICT', M.usePassword);
  await mailCode(deps, user, confirmCodeKey(session.id));
}

/**
 * Records a fresh proof of identity on this device: for a few minutes it may change the account's
 * security. Wrong proofs count against the account (10 in 15 minutes, right ones refunded), with
 * those of turning two-factor on and off.
 */
export async function confirmIdentity(
  deps: AuthDeps,
  user: UserRow,
  session: RequestSession,
  input: ConfirmIdentityInput,
): Promise<IdentityConfirmation> {
  // A device that keeps getting the password wrong looks stolen: past a few wrong answers it is
  // signed out, so a stolen session cannot sit guessing the password (decision 034).
  const deviceLimit = sessionProofLimit(session.id);
  if (!(await deps.rateLimiter.allow(deviceLimit))) {
    await deleteSession(deps.db, user.id, session.id);
    throw new AppError('UNAUTHENTICATED', SECURITY_MESSAGES.signedOutAfterWrongProofs);
  }
  const limit = confirmLimit(user.id);
  await deps.rateLimiter.consume(limit);
  await checkIdentityProof(deps, user, input, confirmCodeKey(session.id));
  await deps.rateLimiter.refund(limit);
  await deps.rateLimiter.refund(deviceLimit);
  const now = new Date();
  await deps.db.transaction().execute(async (trx) => {
    await markSessionConfirmed(trx, session.id, now);
    await deleteMailedCode(trx, confirmCodeKey(session.id));
  });
  return { confirmedUntil: new Date(now.getTime() + SECURITY_LIMITS.freshProofSeconds * 1000).toISOString() };
}
