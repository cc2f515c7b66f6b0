import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, MESSAGES, TWO_FACTOR_MESSAGES as M, type DisableTwoFactorInput } from '@sparklink/contract';
import { AppError, invalidField } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/passwords';
import { findAddressee } from '../../mail/mail-recipient';
import { queueSecurityAlert } from '../../mail/security-alerts';
import type { UserRow } from '../../users/user.repository';
import type { AuthDeps } from '../auth.deps';
import { mayMailAddress } from '../auth-limits';
import { useTotpCode } from './totp-check';
import { confirmLimit } from './two-factor-limits';
import { countDisableCodeGuess, deleteTwoFactor, hasTwoFactor, saveDisableCode } from './two-factor.repository';

/**
 * Turning two-factor sign-in off (decision 017) takes two proofs: the password (or, for an account
 * without one, a code mailed to it) and a current code from the app.
 */

const notEnabled = () => new AppError('CONFLICT', M.notEnabled);

const hashDisableCode = (pepper: string, userId: string, code: string) =>
  createHmac('sha256', pepper).update(`two_factor_disable:${userId}:${code}`).digest('hex');

/** Mails a code to an account without a password, which has nothing else to prove itself with. */
export async function sendDisableCode(deps: AuthDeps, user: UserRow): Promise<void> {
  if (!(await hasTwoFactor(deps.db, user.id))) throw notEnabled();
  if (user.password_hash !== null) throw new AppError('CONFLICT', M.usePassword);
  if (!(await mayMailAddress(deps.rateLimiter, user.email))) throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = hashDisableCode(deps.config.secrets.CODE_PEPPER, user.id, code);
  const outboxId = await deps.db.transaction().execute(async (trx) => {
    await saveDisableCode(trx, user.id, codeHash, new Date(Date.now() + LIMITS.codeTtlMs));
    const to = (await findAddressee(trx, user.id))!;
    return deps.outbox.enqueue(trx, to, { template: 'two_factor_disable', payload: { code } });
  });
  deps.outbox.deliverSoon([outboxId]);
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
  await checkFirstProof(deps, user, input);
  if (!(await useTotpCode(deps.db, deps.config.secrets.CODE_PEPPER, user.id, input.code))) {
    throw invalidField('code', M.invalidCode);
  }
  await deps.rateLimiter.refund(limit);
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, user.id);
    return queueSecurityAlert(trx, deps.outbox, user.id, 'two_factor_disabled');
  });
  deps.outbox.deliverSoon(alertIds);
}

async function checkFirstProof(deps: AuthDeps, user: UserRow, input: DisableTwoFactorInput): Promise<void> {
  if (user.password_hash !== null) {
    if (input.password === undefined) throw invalidField('password', M.passwordRequired);
    if (!(await verifyPassword(user.password_hash, input.password))) throw invalidField('password', M.wrongPassword);
    return;
  }
  if (input.emailCode === undefined) throw invalidField('emailCode', M.emailCodeRequired);
  const counted = await countDisableCodeGuess(deps.db, user.id, LIMITS.codeMaxAttempts);
  if (!counted?.disable_code_hash) throw invalidField('emailCode', M.invalidEmailCode);
  const expected = Buffer.from(counted.disable_code_hash, 'hex');
  const actual = Buffer.from(hashDisableCode(deps.config.secrets.CODE_PEPPER, user.id, input.emailCode), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return;
  if (counted.disable_code_attempts >= LIMITS.codeMaxAttempts) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyCodeAttempts);
  }
  throw invalidField('emailCode', M.invalidEmailCode);
}
