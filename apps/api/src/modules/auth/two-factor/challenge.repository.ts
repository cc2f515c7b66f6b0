import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { TwoFactorChallengesTable } from '../../../db/two-factor-schema';

export type ChallengeRow = Selectable<TwoFactorChallengesTable>;

export async function insertChallenge(
  db: Kysely<DB>,
  challenge: { id: string; userId: string; source: ChallengeRow['source']; isNewUser: boolean; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: challenge.id,
      user_id: challenge.userId,
      source: challenge.source,
      is_new_user: challenge.isNewUser,
      expires_at: challenge.expiresAt,
      created_at: new Date(),
    })
    .execute();
}

/**
 * Counts one answer to an open challenge before it is compared (decision 013), in a single
 * statement guarded by the limit. Undefined when the challenge is unknown, used, expired or out of
 * guesses; otherwise the row as counted.
 */
export function countChallengeAttempt(db: Kysely<DB>, id: string, maxAttempts: number) {
  return db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('attempts', '<', maxAttempts)
    .returning(['user_id', 'source', 'is_new_user', 'attempts'])
    .executeTakeFirst();
}

/** The challenge row as it stands, to tell "out of guesses" from "unknown". */
export function findChallenge(db: Kysely<DB>, id: string): Promise<ChallengeRow | undefined> {
  return db.selectFrom('two_factor_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Uses the challenge once; false when a parallel request used it first. */
export async function consumeChallenge(db: Kysely<DB> | Transaction<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_challenges')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the account's challenges that can no longer be answered, so the table does not grow. */
export async function pruneChallenges(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .deleteFrom('two_factor_challenges')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('consumed_at', 'is not', null), eb('expires_at', '<=', new Date())]))
    .execute();
}
