import type { FastifyBaseLogger } from 'fastify';
import { every, scheduleJob } from '../../../db/scheduled-jobs';
import { toDate } from '../../../db/values';
import { queueSecurityAlert } from '../../mail/security-alerts';
import type { AuthDeps } from '../auth.deps';
import { claimRecoveryReminder, findRecoveriesToRemind } from './two-factor.repository';

const HOUR_MS = 60 * 60_000;
const REMIND_BEFORE_MS = 24 * HOUR_MS;

/** Mails each owner whose requested two-factor removal takes effect within a day, once (decision 034). */
export async function sendRecoveryReminders(deps: AuthDeps, now = new Date()): Promise<number> {
  const due = await findRecoveriesToRemind(deps.db, now, new Date(now.getTime() + REMIND_BEFORE_MS));
  let sent = 0;
  for (const row of due) {
    const alertIds = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimRecoveryReminder(trx, row.user_id, now))) return [];
      return queueSecurityAlert(trx, deps.outbox, row.user_id, 'two_factor_recovery_reminder', {
        due: toDate(row.recovery_due_at!),
      });
    });
    deps.outbox.deliverSoon(alertIds);
    sent += alertIds.length;
  }
  return sent;
}

/** Once an hour across all processes, through the scheduled-jobs table (decision 023). */
export function startRecoveryReminders(deps: AuthDeps, log: FastifyBaseLogger) {
  return scheduleJob(deps.db, log, {
    name: 'two-factor-recovery-reminders',
    nextRun: every(HOUR_MS),
    checkEveryMs: 5 * 60_000,
    run: () => sendRecoveryReminders(deps),
  });
}
