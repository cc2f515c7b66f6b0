import { lockOwner } from '../../db/owner-lock';
import { every, scheduleJob } from '../../db/scheduled-jobs';
import { toDate } from '../../db/values';
import { announceEnding } from './announcements';
import { abandonStalePayments } from './payments.repository';
import { ABANDON_AFTER_MS } from './subscriptions.service';
import type { SubscriptionDeps } from './subscription-deps';
import {
  findEndedSubscriptions,
  findOpenSubscription,
  findSubscriptionsEndingSoon,
  updateSubscription,
} from './subscriptions.repository';
import { processEvent } from './webhook-events';

export const JOB_INTERVAL_MS = 60 * 60_000;
/** "Your plan ends in 3 days" goes out once a canceled period is this close to its end. */
export const ENDING_NOTICE_MS = 3 * 86_400_000;
const BATCH = 200;

export interface JobReport {
  expired: number;
  abandoned: number;
  endingNotices: number;
  webhooksRetried: number;
}

/**
 * The hourly pass (api-contract §9): ended subscriptions become `expired` and their owner's
 * users.tier STARTER; payments pending over 24 h become `abandoned`; a canceled period ending
 * within 3 days gets its mail (once per period end); webhook events that failed, or were left
 * unprocessed for over 10 minutes, are processed again. Reads never wait for it: the effective
 * tier is computed from the end date.
 */
export async function runSubscriptionJobs(deps: SubscriptionDeps, now = new Date()): Promise<JobReport> {
  return {
    expired: await expireEnded(deps, now),
    abandoned: await abandonStalePayments(deps.db, new Date(now.getTime() - ABANDON_AFTER_MS), now),
    endingNotices: await sendEndingNotices(deps, now),
    webhooksRetried: await retryFailedWebhooks(deps, now),
  };
}

async function expireEnded(deps: SubscriptionDeps, now: Date): Promise<number> {
  let expired = 0;
  for (const ended of await findEndedSubscriptions(deps.db, now, BATCH)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      await lockOwner(trx, ended.user_id);
      // Read again under the lock: a payment may have extended it since.
      const open = await findOpenSubscription(trx, ended.user_id);
      if (open?.id !== ended.id || toDate(open.current_period_end) > now) return false;
      await updateSubscription(trx, open.id, { status: 'expired', updated_at: now });
      await trx
        .updateTable('users')
        .set({ tier: 'STARTER', tier_expires_at: null, updated_at: now })
        .where('id', '=', ended.user_id)
        .execute();
      return true;
    });
    if (!done) continue;
    expired += 1;
    // Branding and caps of the public pages follow the plan: no cached page may outlive it.
    await deps.publicCache.invalidateOwner(ended.user_id);
  }
  return expired;
}

async function sendEndingNotices(deps: SubscriptionDeps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + ENDING_NOTICE_MS);
  const due = (await findSubscriptionsEndingSoon(deps.db, now, until, BATCH)).filter(
    (row) =>
      row.ending_notice_for === null ||
      toDate(row.ending_notice_for).getTime() !== toDate(row.current_period_end).getTime(),
  );
  let sent = 0;
  for (const row of due) {
    const end = toDate(row.current_period_end);
    const mails = await deps.db.transaction().execute(async (trx) => {
      // Claimed by the period end it is for, so two passes (or two processes) send it once.
      const claimed = await trx
        .updateTable('subscriptions')
        .set({ ending_notice_for: end, updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'canceled')
        .where('current_period_end', '=', end)
        .where((eb) => eb.or([eb('ending_notice_for', 'is', null), eb('ending_notice_for', '!=', end)]))
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return [];
      sent += 1;
      return announceEnding(trx, deps.outbox, deps.appOrigin, { user_id: row.user_id, tier: row.tier, end });
    });
    deps.outbox.deliverSoon(mails);
  }
  return sent;
}

/**
 * Events still `received` this long after arrival were never finished (the process stopped between
 * the answer and the processing): Paystack's redelivery is deduplicated away, so this pass takes them.
 */
export const STUCK_WEBHOOK_MS = 10 * 60_000;

async function retryFailedWebhooks(deps: SubscriptionDeps, now: Date): Promise<number> {
  const stuckBefore = new Date(now.getTime() - STUCK_WEBHOOK_MS);
  const failed = await deps.db
    .selectFrom('webhook_events')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'received'), eb('received_at', '<', stuckBefore)]),
      ]),
    )
    .orderBy('received_at')
    .limit(BATCH)
    .execute();
  for (const { id } of failed) await processEvent(deps, id);
  return failed.length;
}

/**
 * Runs the pass once an hour across all processes (decision 023): each process checks every
 * minute (and at start), and the one that claims the due run runs it. The schedule is kept in
 * the database, so restarts neither skip the pass nor run it again within the hour. Nothing waits
 * for it, so a slow database does not delay the start; the timer never keeps the process alive.
 */
export function startSubscriptionJobs(deps: SubscriptionDeps, intervalMs = JOB_INTERVAL_MS) {
  return scheduleJob(deps.db, deps.log, {
    name: 'subscriptions',
    nextRun: every(intervalMs),
    checkEveryMs: Math.min(intervalMs, 60_000),
    run: () => runSubscriptionJobs(deps),
  });
}
