import { lockOwner } from '../../db/owner-lock';
import { every, scheduleJob } from '../../db/scheduled-jobs';
import { announceEnded } from './announcements';
import { abandonStalePayments } from './payments.repository';
import { sendReminders } from './reminders';
import { renewDue } from './renewals';
import { keepsTierUntil } from './renewal-schedule';
import { ABANDON_AFTER_MS } from './subscriptions.service';
import type { SubscriptionDeps } from './subscription-deps';
import { findEndedSubscriptions, findOpenSubscription, updateSubscription } from './subscriptions.repository';
import { processEvent } from './webhook-events';

export const JOB_INTERVAL_MS = 60 * 60_000;
const BATCH = 200;

export interface JobReport {
  renewed: number;
  renewalsFailed: number;
  expired: number;
  abandoned: number;
  reminders: number;
  webhooksRetried: number;
}

/**
 * The hourly pass (api-contract §9, decision 040): kept cards due are charged to renew their
 * plans; ended subscriptions (and those whose grace after a failed renewal is over) become
 * `expired` and their owner's users.tier STARTER; payments pending over 24 h become `abandoned`;
 * owners whose plan does not renew by itself are reminded 7 days and 1 day before and on the day;
 * webhook events that failed, or were left unprocessed for over 10 minutes, are processed again.
 * Reads never wait for it: the effective tier is computed from the end date.
 */
export async function runSubscriptionJobs(deps: SubscriptionDeps, now = new Date()): Promise<JobReport> {
  const renewals = await renewDue(deps, now);
  return {
    renewed: renewals.renewed,
    renewalsFailed: renewals.failed,
    expired: await expireEnded(deps, now),
    abandoned: await abandonStalePayments(deps.db, new Date(now.getTime() - ABANDON_AFTER_MS), now),
    reminders: await sendReminders(deps, now),
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
      if (open?.id !== ended.id || keepsTierUntil(open) > now) return false;
      await updateSubscription(trx, open.id, { status: 'expired', next_renewal_at: null, updated_at: now });
      await announceEnded(trx, open.user_id, open.tier);
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
