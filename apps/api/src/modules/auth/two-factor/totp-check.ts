import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { openSecret } from './secret-box';
import { matchingStep } from './totp';
import { findTwoFactor, useStep } from './two-factor.repository';

/**
 * True when the code is right for the account's enabled secret and its step was not used yet; the
 * step is then recorded, so the same code (or an older one) never works twice.
 */
export async function useTotpCode(db: Kysely<DB>, pepper: string, userId: string, code: string): Promise<boolean> {
  const row = await findTwoFactor(db, userId);
  if (!row?.enabled_at || !row.secret_enc) return false;
  const step = matchingStep(openSecret(pepper, userId, row.secret_enc), code);
  return step !== null && (await useStep(db, userId, step));
}
