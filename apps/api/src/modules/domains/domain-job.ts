import type { FastifyInstance } from 'fastify';
import { every, scheduleJob } from '../../db/scheduled-jobs';
import { runCheck } from './domain-checks';
import { domainsDue } from './domains.repository';

const JOB_NAME = 'custom-domains';
const JOB_EVERY_MS = 60_000;
const BATCH = 100;

/**
 * The pass over domains whose `next_check_at` has come (decision 057): unverified ones every 5
 * minutes (hourly after a week), verified ones daily, failing ones hourly through their grace.
 * Each row's outcome is written conditionally (repository `updateDomain`), so a pass that meets
 * an owner's own "Check now" or a replaced domain never writes over it. Answers how many it checked.
 */
export async function checkDueDomains(app: FastifyInstance, now = new Date()): Promise<number> {
  if (!app.config.customDomains) return 0;
  const due = await domainsDue(app.db, now, BATCH);
  for (const row of due) {
    try {
      await runCheck(app, row, now);
    } catch (error) {
      app.log.warn({ err: error, domain: row.domain }, 'custom domain check failed');
    }
  }
  return due.length;
}

/** Runs the pass every minute, claimed once across processes through the scheduled-jobs table. */
export function registerCustomDomainChecks(app: FastifyInstance): void {
  let job: ReturnType<typeof scheduleJob> | undefined;
  app.addHook('onReady', async () => {
    job = scheduleJob(app.db, app.log, {
      name: JOB_NAME,
      nextRun: every(JOB_EVERY_MS),
      checkEveryMs: JOB_EVERY_MS,
      run: () => checkDueDomains(app),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
