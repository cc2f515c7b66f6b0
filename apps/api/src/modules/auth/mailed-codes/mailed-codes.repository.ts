import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { MailedCodePurpose } from '../../../db/session-schema';

type Db = Kysely<DB> | Transaction<DB>;

export interface MailedCodeKey {
  purpose: MailedCodePurpose;
  /** What the code proves something about: the session it confirms, or the account. */
  subjectId: string;
}

/** Stores a new code for its purpose and subject, replacing any earlier one and its guesses. */
export async function saveMailedCode(
  db: Db,
  key: MailedCodeKey,
  row: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('mailed_codes')
    .values({
      purpose: key.purpose,
      subject_id: key.subjectId,
      user_id: row.userId,
      code_hash: row.codeHash,
      expires_at: row.expiresAt,
      attempts: 0,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['purpose', 'subject_id'])
        .doUpdateSet({ user_id: row.userId, code_hash: row.codeHash, expires_at: row.expiresAt, attempts: 0 }),
    )
    .execute();
}

/**
 * Counts one guess at the open code before it is compared (decision 013): undefined when there is
 * no open code or its guesses are used up; otherwise its hash and the new count.
 */
export function countMailedCodeGuess(db: Db, key: MailedCodeKey, maxAttempts: number) {
  return db
    .updateTable('mailed_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('purpose', '=', key.purpose)
    .where('subject_id', '=', key.subjectId)
    .where('expires_at', '>', new Date())
    .where('attempts', '<', maxAttempts)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
}

/** A used code goes, so it works once. */
export async function deleteMailedCode(db: Db, key: MailedCodeKey): Promise<void> {
  await db
    .deleteFrom('mailed_codes')
    .where('purpose', '=', key.purpose)
    .where('subject_id', '=', key.subjectId)
    .execute();
}
