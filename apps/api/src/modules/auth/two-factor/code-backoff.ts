import { SECURITY_MESSAGES } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { toDate } from '../../../db/values';
import { AppError } from '../../../lib/app-error';
import { queueSecurityAlert } from '../../mail/security-alerts';
import type { AuthDeps } from '../auth.deps';
import { useTotpCode } from './totp-check';

/**
 * Wrong authenticator codes (decision 034). The first ten in a row only meet the 15-minute limits;
 * past them each code makes the account wait twice as long as the last one before the next code is
 * compared (1 minute, 2, 4, … up to a day), so someone who has the password gets a couple of dozen
 * guesses on the first day and about one a day after, not about a thousand a day. A right code
 * ends the streak. Recovery codes are not counted here: the owner who lost the app can still use
 * them while a guesser is kept waiting.
 */
export const CODE_BACKOFF = {
  freeFailures: 10,
  /** From this many wrong codes in a row the owner is mailed (at most once a day). */
  alertAfter: 3,
  maxWaitMs: 24 * 60 * 60_000,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** The wait after the `failures`-th code in a row: none for the free ones, then 1 minute, 2, 4, … */
export const backoffWaitMs = (failures: number): number =>
  failures <= CODE_BACKOFF.freeFailures
    ? 0
    : Math.min(60_000 * 2 ** (failures - CODE_BACKOFF.freeFailures - 1), CODE_BACKOFF.maxWaitMs);

/**
 * Counts one code before it is compared (decision 013) and sets the wait it earns, in one
 * transaction that holds the account's row: of any number of parallel codes past the free ones,
 * only the first is counted and compared, the others find the wait set (429 with Retry-After).
 * A right code lifts the wait again. Returns the streak with this code.
 */
async function claimCodeAttempt(db: Kysely<DB>, userId: string): Promise<number> {
  const now = new Date();
  const streak = await db.transaction().execute(async (trx) => {
    const counted = await trx
      .updateTable('two_factor')
      .set((eb) => ({ failed_codes: eb('failed_codes', '+', 1) }))
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('codes_blocked_until', 'is', null), eb('codes_blocked_until', '<=', now)]))
      .returning('failed_codes')
      .executeTakeFirst();
    if (!counted) return null;
    const wait = backoffWaitMs(counted.failed_codes);
    if (wait > 0) {
      await trx
        .updateTable('two_factor')
        .set({ codes_blocked_until: new Date(now.getTime() + wait) })
        .where('user_id', '=', userId)
        .execute();
    }
    return counted.failed_codes;
  });
  if (streak !== null) return streak;
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

/** A right code (or recovery code) ends the streak and lifts the wait. */
export async function endCodeStreak(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('two_factor')
    .set({ failed_codes: 0, codes_blocked_until: null })
    .where('user_id', '=', userId)
    .execute();
}

/** From the third wrong code in a row the owner hears of it, at most once a day. */
async function alertOwner(deps: AuthDeps, userId: string, failures: number): Promise<void> {
  if (failures < CODE_BACKOFF.alertAfter) return;
  const now = new Date();
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    // One guarded statement claims the alert, so parallel wrong codes mail once.
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

/**
 * Every authenticator code an account is asked for (the sign-in's second step, turning two-factor
 * off) goes through here: counted on the streak with its growing wait, compared once, then the
 * streak ends or the owner may be mailed. True for a right code not used before.
 */
export async function checkAppCode(deps: AuthDeps, userId: string, code: string): Promise<boolean> {
  const failures = await claimCodeAttempt(deps.db, userId);
  if (await useTotpCode(deps.db, deps.config.secrets.CODE_PEPPER, userId, code)) {
    await endCodeStreak(deps.db, userId);
    return true;
  }
  await alertOwner(deps, userId, failures);
  return false;
}
