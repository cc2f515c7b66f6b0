import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { TwoFactorTable } from '../../../db/two-factor-schema';
import { newId } from '../../../lib/ids';

type Db = Kysely<DB> | Transaction<DB>;
export type TwoFactorRow = Selectable<TwoFactorTable>;

export function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** True when the account signs in with a second step. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new setup replaces any earlier unconfirmed one; an enabled secret stays as it is. */
export async function savePendingSecret(db: Db, userId: string, sealed: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('two_factor')
    .values({ user_id: userId, pending_secret_enc: sealed, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret_enc: sealed, updated_at: now }))
    .execute();
}

/** Turns the confirmed pending secret on; false when another request enabled it or restarted setup first. */
export async function enablePendingSecret(
  trx: Transaction<DB>,
  userId: string,
  sealed: string,
  step: number,
): Promise<boolean> {
  const now = new Date();
  const result = await trx
    .updateTable('two_factor')
    .set({ secret_enc: sealed, pending_secret_enc: null, enabled_at: now, last_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where('pending_secret_enc', '=', sealed)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records that a code of `step` was used, in one guarded statement: false when that step or a
 * later one was used already, so of two requests with the same code only one gets through.
 */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_step: step, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTwoFactor(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(trx: Transaction<DB>, userId: string, hashes: string[]): Promise<void> {
  const now = new Date();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(hashes.map((codeHash) => ({ id: newId(), user_id: userId, code_hash: codeHash, created_at: now })))
    .execute();
}

/** Uses a recovery code once: true only for the one statement that found it unused. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Starts the waiting period of a requested removal; false when two-factor is not on (turned off meanwhile). */
export async function requestRecovery(db: Db, userId: string, requestedAt: Date, dueAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ recovery_requested_at: requestedAt, recovery_due_at: dueAt, recovery_reminded_at: null })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels a requested removal; false when none was under way. */
export async function clearRecovery(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ recovery_requested_at: null, recovery_due_at: null, recovery_reminded_at: null })
    .where('user_id', '=', userId)
    .where('recovery_due_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Removes the second factor whose requested removal is due, in one guarded statement (a cancel
 * that got in first wins), with its recovery codes and open challenges. False when none was due.
 */
export async function removeRecoveredTwoFactor(trx: Transaction<DB>, userId: string, now: Date): Promise<boolean> {
  const result = await trx
    .deleteFrom('two_factor')
    .where('user_id', '=', userId)
    .where('recovery_due_at', '<=', now)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  return true;
}

/** Accounts whose requested removal takes effect before `before` and whose owner was not reminded yet. */
export async function findRecoveriesToRemind(db: Db, now: Date, before: Date) {
  return db
    .selectFrom('two_factor')
    .select(['user_id', 'recovery_due_at'])
    .where('recovery_due_at', '>', now)
    .where('recovery_due_at', '<=', before)
    .where('recovery_reminded_at', 'is', null)
    .execute();
}

/** Claims the reminder of one removal, so that of two passes only one mails it. */
export async function claimRecoveryReminder(db: Db, userId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ recovery_reminded_at: now })
    .where('user_id', '=', userId)
    .where('recovery_due_at', 'is not', null)
    .where('recovery_reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
