import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, EmailCodesTable } from '../../db/schema';
import { newId } from '../../lib/ids';

type Db = Kysely<DB> | Transaction<DB>;
export type CodePurpose = EmailCodesTable['purpose'];
export type EmailCodeRow = Selectable<EmailCodesTable>;

/**
 * Marks every open code of this purpose used: issuing a new one, or a reset that succeeded. A
 * used code no longer needs the password it carried.
 */
export async function voidOpenCodes(db: Db, userId: string, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .updateTable('email_codes')
    .set({ consumed_at: now, pending_password_hash: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Db,
  code: {
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    pendingPasswordHash?: string | null;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('email_codes')
    .values({
      id: newId(),
      user_id: code.userId,
      purpose: code.purpose,
      code_hash: code.codeHash,
      pending_password_hash: code.pendingPasswordHash ?? null,
      expires_at: code.expiresAt,
      created_at: code.now,
      updated_at: code.now,
    })
    .execute();
}

/** The newest unused code; issuing voids older ones, so it is the only one that can match. */
export function findOpenCode(db: Db, userId: string, purpose: CodePurpose): Promise<EmailCodeRow | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The password waiting on the newest verify code, used or not: a resent code carries the password
 * of the sign-up it replaces, so resending never changes which password the inbox confirms.
 */
export async function findPendingPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('email_codes')
    .select('pending_password_hash')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify_email')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.pending_password_hash ?? null;
}

/**
 * Counts one guess before it is compared, in a single statement guarded by the limit, so of any
 * number of parallel guesses at most `maxAttempts` are ever compared. Returns the new count, or
 * undefined when the code is used up, replaced or out of guesses.
 */
export async function countGuess(db: Db, codeId: string, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: new Date() }))
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Uses the code once (its right guess was the last one counted); false when another request used or voided it first. */
export async function consumeCode(db: Db, codeId: string, maxAttempts: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ consumed_at: now, pending_password_hash: null, updated_at: now })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .where('attempts', '<=', maxAttempts)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
