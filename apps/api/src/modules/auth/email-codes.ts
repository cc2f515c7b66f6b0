import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, MESSAGES } from '@sparklink/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toDate } from '../../db/values';
import { AppError } from '../../lib/app-error';
import {
  consumeCode,
  countGuess,
  findOpenCode,
  insertCode,
  voidOpenCodes,
  type CodePurpose,
} from './email-codes.repository';

/**
 * E-mail codes (api-contract §13, reference B2): 6 digits from a CSPRNG, kept only as an
 * HMAC-SHA256 under CODE_PEPPER and bound to the user and purpose, 10 minutes, single use,
 * 5 wrong guesses and the code is void.
 */

const INVALID: Record<CodePurpose, string> = {
  verify_email: MESSAGES.invalidVerificationCode,
  reset_password: MESSAGES.invalidResetCode,
};

export const invalidCode = (purpose: CodePurpose) => new AppError('VALIDATION_ERROR', INVALID[purpose]);
const tooManyAttempts = () => new AppError('RATE_LIMITED', MESSAGES.tooManyCodeAttempts);

export function hashCode(pepper: string, purpose: CodePurpose, userId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${purpose}:${userId}:${code}`).digest('hex');
}

function sameHash(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Voids the user's open codes of this purpose and issues a new one; returns it for the e-mail. */
export async function issueCode(
  trx: Transaction<DB>,
  pepper: string,
  userId: string,
  purpose: CodePurpose,
  pendingPasswordHash: string | null = null,
): Promise<string> {
  const now = new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await voidOpenCodes(trx, userId, purpose, now);
  await insertCode(trx, {
    userId,
    purpose,
    codeHash: hashCode(pepper, purpose, userId, code),
    pendingPasswordHash,
    expiresAt: new Date(now.getTime() + LIMITS.codeTtlMs),
    now,
  });
  return code;
}

export interface CheckedCode {
  id: string;
  /** The password mailed with a verify code, to apply when the code is used. */
  pendingPasswordHash: string | null;
}

/**
 * Checks a guess against the user's open code and returns the code to use up. The guess is
 * counted before it is compared (and outside any transaction, so the 400 that follows cannot roll
 * it back): parallel guesses cannot all slip under the limit of 5.
 */
export async function checkCode(
  db: Kysely<DB>,
  pepper: string,
  guess: { userId: string; purpose: CodePurpose; otp: string },
): Promise<CheckedCode> {
  const code = await findOpenCode(db, guess.userId, guess.purpose);
  if (!code || toDate(code.expires_at) <= new Date()) throw invalidCode(guess.purpose);
  const attempts = await countGuess(db, code.id, LIMITS.codeMaxAttempts);
  if (attempts === undefined) throw tooManyAttempts();
  if (sameHash(code.code_hash, hashCode(pepper, guess.purpose, guess.userId, guess.otp))) {
    return { id: code.id, pendingPasswordHash: code.pending_password_hash };
  }
  if (attempts >= LIMITS.codeMaxAttempts) throw tooManyAttempts();
  throw invalidCode(guess.purpose);
}

/** Uses the checked code inside the transaction that acts on it; a race lost to another request is a 400. */
export async function useCode(trx: Transaction<DB>, codeId: string, purpose: CodePurpose): Promise<void> {
  if (!(await consumeCode(trx, codeId, LIMITS.codeMaxAttempts, new Date()))) throw invalidCode(purpose);
}
