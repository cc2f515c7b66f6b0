import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, MESSAGES, TWO_FACTOR_MESSAGES as M } from '@sparklink/contract';
import { AppError, invalidField } from '../../../lib/app-error';
import { findAddressee } from '../../mail/mail-recipient';
import type { AuthDeps } from '../auth.deps';
import { mayMailAddress } from '../auth-limits';
import { countMailedCodeGuess, saveMailedCode, type MailedCodeKey } from './mailed-codes.repository';

/**
 * Six-digit codes mailed to a signed-in or half-signed-in owner to prove the inbox (decision 034):
 * confirming it is them on an account without a password, turning two-factor off without one,
 * and starting the recovery of a lost second factor. Stored as an HMAC bound to purpose and
 * account, 10 minutes, 5 guesses counted before comparing, used once.
 */

const hashCode = (pepper: string, key: MailedCodeKey, userId: string, code: string) =>
  createHmac('sha256', pepper).update(`${key.purpose}:${userId}:${code}`).digest('hex');

/** The template each purpose is mailed with (mail-templates.ts). */
const TEMPLATES = {
  confirm_identity: 'confirm_identity',
  two_factor_disable: 'two_factor_disable',
  two_factor_recovery: 'two_factor_recovery',
} as const;

/** Mails a new code, 1 a minute and 5 an hour per address: over that, 429 (the owner asked, so they are told). */
export async function mailCode(deps: AuthDeps, user: { id: string; email: string }, key: MailedCodeKey): Promise<void> {
  if (!(await mayMailAddress(deps.rateLimiter, user.email))) throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = hashCode(deps.config.secrets.CODE_PEPPER, key, user.id, code);
  const outboxId = await deps.db.transaction().execute(async (trx) => {
    await saveMailedCode(trx, key, { userId: user.id, codeHash, expiresAt: new Date(Date.now() + LIMITS.codeTtlMs) });
    const to = (await findAddressee(trx, user.id))!;
    return deps.outbox.enqueue(trx, to, { template: TEMPLATES[key.purpose], payload: { code } });
  });
  deps.outbox.deliverSoon([outboxId]);
}

/**
 * Checks a mailed code (field `emailCode`). "Enter the code we e-mailed you" when none was typed,
 * one message for a wrong, expired or missing code, and 429 on the last guess. The caller deletes
 * the code (`deleteMailedCode`) with the change it allowed, so a right code that another check of
 * the same request refuses still works for the next try.
 */
export async function checkMailedCode(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  userId: string,
  key: MailedCodeKey,
  code: string | undefined,
): Promise<void> {
  if (code === undefined) throw invalidField('emailCode', M.emailCodeRequired);
  const counted = await countMailedCodeGuess(deps.db, key, LIMITS.codeMaxAttempts);
  if (!counted) throw invalidField('emailCode', M.invalidEmailCode);
  const expected = Buffer.from(counted.code_hash, 'hex');
  const actual = Buffer.from(hashCode(deps.config.secrets.CODE_PEPPER, key, userId, code), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return;
  if (counted.attempts >= LIMITS.codeMaxAttempts) throw new AppError('RATE_LIMITED', MESSAGES.tooManyCodeAttempts);
  throw invalidField('emailCode', M.invalidEmailCode);
}
