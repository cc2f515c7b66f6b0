import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Claims the run of `name` that is due at `now`: moves its next run to `nextRunAt` in one UPDATE
 * that only one caller can win, so among any number of processes on one database exactly one
 * runs it per period (decision 023). Works on both dialects and needs nothing but the database.
 */
export async function claimRun(db: Kysely<DB>, name: string, now: Date, nextRunAt: Date): Promise<boolean> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, next_run_at: new Date(0), last_started_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('scheduled_jobs')
    .set({ next_run_at: nextRunAt, last_started_at: now })
    .where('name', '=', name)
    .where('next_run_at', '<=', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Makes a run that failed due again at once, so the next check of any process retries it. */
export async function releaseRun(db: Kysely<DB>, name: string, startedAt: Date): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({ next_run_at: startedAt })
    .where('name', '=', name)
    .where('last_started_at', '=', startedAt)
    .execute();
}

export interface ScheduledJob {
  name: string;
  /** When the run claimed at `now` is due again. */
  nextRun(now: Date): Date;
  /** How often this process asks whether a run is due; the first ask is at start. */
  checkEveryMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs a job once per period across all processes: each process checks on its own timer, and
 * the one that claims the due run runs it. A run never overlaps this process's previous one; a
 * failed run is released so it is retried at the next check; the timer never keeps the process
 * alive, and `stop()` waits for a running pass.
 */
export function scheduleJob(db: Kysely<DB>, log: FastifyBaseLogger, job: ScheduledJob) {
  let running: Promise<void> | undefined;
  const pass = async () => {
    const now = new Date();
    if (!(await claimRun(db, job.name, now, job.nextRun(now)))) return;
    log.debug({ job: job.name }, 'scheduled job: this process runs it');
    try {
      await job.run();
    } catch (error) {
      await releaseRun(db, job.name, now);
      throw error;
    }
  };
  const check = () => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  check();
  const timer = setInterval(check, job.checkEveryMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A job due again `periodMs` after each run, less a tenth (at most a second) so that a check one
 * period later finds it due even when its timer fires a moment early.
 */
export const every = (periodMs: number) => (now: Date) =>
  new Date(now.getTime() + periodMs - Math.min(periodMs / 10, 1000));
