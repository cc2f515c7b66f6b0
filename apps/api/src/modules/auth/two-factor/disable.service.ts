import { TWO_FACTOR_MESSAGES as M, type DisableTwoFactorInput } from '@sparklink/contract';
import { AppError, invalidField } from '../../../lib/app-error';
import { queueSecurityAlert } from '../../mail/security-alerts';
import type { UserRow } from '../../users/user.repository';
import type { AuthDeps } from '../auth.deps';
import { mailCode } from '../mailed-codes/mailed-code';
import { deleteMailedCode } from '../mailed-codes/mailed-codes.repository';
import { checkIdentityProof } from '../sessions/identity-proof';
import { checkAppCode } from './code-backoff';
import { confirmLimit } from './two-factor-limits';
import { deleteTwoFactor, hasTwoFactor } from './two-factor.repository';

/**
 * Turning two-factor sign-in off (decision 017) takes two proofs: the password (or, for an account
 * without one, a code mailed to it) and a current code from the app.
 */

const notEnabled = () => new AppError('CONFLICT', M.notEnabled);
const disableCodeKey = (userId: string) => ({ purpose: 'two_factor_disable', subjectId: userId }) as const;

/** Mails a code to an account without a password, which has nothing else to prove itself with. */
export async function sendDisableCode(deps: AuthDeps, user: UserRow): Promise<void> {
  if (!(await hasTwoFactor(deps.db, user.id))) throw notEnabled();
  if (user.password_hash !== null) throw new AppError('CONFLICT', M.usePassword);
  await mailCode(deps, user, disableCodeKey(user.id));
}

/**
 * The one place two-factor sign-in is turned off: with both proofs right, the secret, the recovery
 * codes and any open sign-in challenges go in one transaction. Wrong proofs count against the
 * account before they are compared, and a right pair gets its count back.
 */
export async function disableTwoFactor(deps: AuthDeps, user: UserRow, input: DisableTwoFactorInput): Promise<void> {
  if (!(await hasTwoFactor(deps.db, user.id))) throw notEnabled();
  const limit = confirmLimit(user.id);
  await deps.rateLimiter.consume(limit);
  await checkIdentityProof(deps, user, input, disableCodeKey(user.id));
  // The same streak and growing wait as at sign-in: a stolen session with the password gets no fresh guesses here.
  if (!(await checkAppCode(deps, user.id, input.code))) throw invalidField('code', M.invalidCode);
  await deps.rateLimiter.refund(limit);
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, user.id);
    await deleteMailedCode(trx, disableCodeKey(user.id));
    return queueSecurityAlert(trx, deps.outbox, user.id, 'two_factor_disabled');
  });
  deps.outbox.deliverSoon(alertIds);
}
