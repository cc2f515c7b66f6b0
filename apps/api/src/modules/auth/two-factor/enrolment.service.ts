import {
  TWO_FACTOR_MESSAGES as M,
  type EnableTwoFactorInput,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@sparklink/contract';
import { AppError, invalidField } from '../../../lib/app-error';
import type { UserRow } from '../../users/user.repository';
import { queueSecurityAlert } from '../../mail/security-alerts';
import type { RequestSession } from '../../../plugins/authenticate';
import type { AuthDeps } from '../auth.deps';
import { deleteOtherSessions } from '../sessions/sessions.repository';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import { confirmLimit, setupLimit } from './two-factor-limits';
import {
  enablePendingSecret,
  findTwoFactor,
  hasTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor.repository';

/** Turning two-factor sign-in on (decision 017): setup, then a first code confirms it. */

export const alreadyEnabled = () => new AppError('CONFLICT', M.alreadyEnabled);
const setupNotStarted = () => new AppError('CONFLICT', M.setupNotStarted);

/** Starts (or restarts) a setup: a new secret, kept sealed until a code from the app confirms it. */
export async function startTwoFactorSetup(deps: AuthDeps, user: UserRow): Promise<TwoFactorSetup> {
  if (await hasTwoFactor(deps.db, user.id)) throw alreadyEnabled();
  await deps.rateLimiter.consume(setupLimit(user.id));
  const secret = newTotpSecret();
  await savePendingSecret(deps.db, user.id, sealSecret(deps.config.secrets.CODE_PEPPER, user.id, secret));
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/**
 * The one place two-factor sign-in is turned on: a right code for the pending secret enables it
 * (that code's step counts as used), replaces the recovery codes, which are returned this once, and
 * signs out every other device.
 */
export async function enableTwoFactor(
  deps: AuthDeps,
  userId: string,
  session: RequestSession,
  input: EnableTwoFactorInput,
): Promise<RecoveryCodes> {
  const pepper = deps.config.secrets.CODE_PEPPER;
  const row = await findTwoFactor(deps.db, userId);
  if (row?.enabled_at) throw alreadyEnabled();
  const sealed = row?.pending_secret_enc;
  if (!sealed) throw setupNotStarted();

  const limit = confirmLimit(userId);
  await deps.rateLimiter.consume(limit);
  const step = matchingStep(openSecret(pepper, userId, sealed), input.code);
  if (step === null) throw invalidField('code', M.invalidCode);
  await deps.rateLimiter.refund(limit);

  const recoveryCodes = newRecoveryCodes();
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    if (!(await enablePendingSecret(trx, userId, sealed, step))) throw setupNotStarted();
    await replaceRecoveryCodes(
      trx,
      userId,
      recoveryCodes.map((code) => hashRecoveryCode(pepper, userId, code)),
    );
    // Whoever else was signed in must now pass the second factor too (decision 034).
    await deleteOtherSessions(trx, userId, session.id);
    return queueSecurityAlert(trx, deps.outbox, userId, 'two_factor_enabled');
  });
  deps.outbox.deliverSoon(alertIds);
  return { recoveryCodes };
}

/** Ten new recovery codes in place of the old ones (after using some, or fearing they were seen). */
export async function renewRecoveryCodes(deps: AuthDeps, userId: string): Promise<RecoveryCodes> {
  if (!(await hasTwoFactor(deps.db, userId))) throw new AppError('CONFLICT', M.notEnabled);
  const pepper = deps.config.secrets.CODE_PEPPER;
  const recoveryCodes = newRecoveryCodes();
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(
      trx,
      userId,
      recoveryCodes.map((code) => hashRecoveryCode(pepper, userId, code)),
    );
    return queueSecurityAlert(trx, deps.outbox, userId, 'recovery_codes_renewed');
  });
  deps.outbox.deliverSoon(alertIds);
  return { recoveryCodes };
}
