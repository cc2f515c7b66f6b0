import { SECURITY_MESSAGES } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { toDate } from '../../../db/values';
import { AppError } from '../../../lib/app-error';
import { queueSecurityAlert } from '../../mail/security-alerts';
import type { AuthDeps } from '../auth.deps';

/**
 * Wrong authenticator codes after a right first step (decision 034). The first ten in a row only
 * meet the 15-minute limit; past them each wrong code makes the account wait twice as long as the
 * last one before the next code is compared (1 minute, 2, 4, … up to a day), so someone who has
 * the password gets a couple of dozen guesses on the first day and about one a day after, not
 * about a thousand a day. A right code ends the streak. Recovery codes are
 * not counted here: the owner who lost the app can still use them while a guesser is kept waiting.
 */
export const CODE_BACKOFF = {
  freeFailures: 10,
  /** The owner is mailed when a streak reaches this many (at most once a day). */
  alertAfter: 3,
  maxWaitMs: 24 * 60 * 60_000,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** The wait after the `failures`-th wrong code in a row: none for the free ones, then 1 minute, 2, 4, … */
export const backoffWaitMs = (failures: number): number =>
  failures <= CODE_BACKOFF.freeFailures
    ? 0
    : Math.min(60_000 * 2 ** (failures - CODE_BACKOFF.freeFailures - 1), CODE_BACKOFF.maxWaitMs);

/**
 * Counts one code before it is compared (decision 013), in one statement that also checks the
 * wait: 429 with Retry-After while the account waits. Returns the streak including this code.
 */
export async function claimCodeAttempt(db: Kysely<DB>, userId: string): Promise<number> {
  const now = new Date();
  const counted = await db
    .updateTable('two_factor')
    .set((eb) => ({ failed_codes: eb('failed_codes', '+', 1) }))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('codes_blocked_until', 'is', null), eb('codes_blocked_until', '<=', now)]))
    .returning('failed_codes')
    .executeTakeFirst();
  if (counted) return counted.failed_codes;
  const row = await db
    .selectFrom('two_factor')
    .select('codes_blocked_until')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = row?.codes_blocked_until ? toDate(row.codes_blocked_until) : new Date(now.getTime() + 1000);
  throw new AppError('RATE_LIMITED', SECURITY_MESSAGES.codesBlocked, {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
}

/** A right code ends the streak. */
export async function endCodeStreak(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('two_factor')
    .set({ failed_codes: 0, codes_blocked_until: null })
    .where('user_id', '=', userId)
    .execute();
}

/** A wrong code: past the free ones the account waits; at a few in a row the owner hears of it. */
export async function recordWrongCode(deps: AuthDeps, userId: string, failures: number): Promise<void> {
  const now = new Date();
  if (failures > CODE_BACKOFF.freeFailures) {
    await deps.db
      .updateTable('two_factor')
      .set({ codes_blocked_until: new Date(now.getTime() + backoffWaitMs(failures)) })
      .where('user_id', '=', userId)
      .execute();
  }
  if (failures !== CODE_BACKOFF.alertAfter) return;
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    // One guarded statement claims the alert, so two parallel third failures mail once.
    const claimed = await trx
      .updateTable('two_factor')
      .set({ failure_alert_at: now })
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('failure_alert_at', 'is', null), eb('failure_alert_at', '<=', new Date(now.getTime() - DAY_MS))]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return [];
    return queueSecurityAlert(trx, deps.outbox, userId, 'two_factor_code_failures');
  });
  deps.outbox.deliverSoon(alertIds);
}
