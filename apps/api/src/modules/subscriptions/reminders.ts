import { toDate } from '../../db/values';
import { announceReminder } from './announcements';
import { pricePesewas } from './periods';
import { reminderDue } from './renewal-schedule';
import type { SubscriptionDeps } from './subscription-deps';
import { findRemindersDue } from './subscriptions.repository';

const BATCH = 200;
const WINDOW_MS = 7 * 86_400_000;

/**
 * Reminds every owner whose plan will not renew by itself — paid by mobile money, or automatic
 * renewal turned off — 7 days and 1 day before it expires and on the day (decision 040). Each
 * reminder is claimed by inserting its row (subscription, period end, stage), so two passes or
 * two processes send it once.
 */
export async function sendReminders(deps: SubscriptionDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const row of await findRemindersDue(deps.db, now, new Date(now.getTime() + WINDOW_MS), BATCH)) {
    const end = toDate(row.current_period_end);
    const stage = reminderDue(end, now);
    if (!stage) continue;
    const plan = { tier: row.scheduled_tier ?? row.tier, cycle: row.scheduled_cycle ?? row.billing_cycle };
    const mails = await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('billing_reminders')
        .values({ subscription_id: row.id, period_end: end, stage, sent_at: now })
        .onConflict((oc) => oc.columns(['subscription_id', 'period_end', 'stage']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
      return announceReminder(trx, deps.outbox, deps.appOrigin, {
        user_id: row.user_id,
        plan: plan.tier,
        cycle: plan.cycle,
        amountPesewas: pricePesewas(plan.tier, plan.cycle),
        end,
        stage,
      });
    });
    if (!mails) continue;
    sent += 1;
    deps.outbox.deliverSoon(mails);
  }
  return sent;
}
