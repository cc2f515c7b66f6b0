import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { claimRun, releaseRun } from '../../db/scheduled-jobs';
import type { DB } from '../../db/schema';
import { addDays, dayStart } from './day-math';
import { deleteExpiredEvents, ownersWithEvents } from './retention';
import { rollUpDay } from './rollup';
import { TodayFigures } from './today-cache';
import { utcDay } from './utc-day';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRollups: AnalyticsRollups;
  }
}

/** "Upserted every 5 min for today, and finalised after midnight" (api-contract §13). */
export const ROLLUP_INTERVAL_MS = 5 * 60_000;
const DAILY_JOB = 'analytics-daily';

/**
 * Keeps analytics_daily in step with raw events (decision 014). The event writer marks the
 * (owner, day) pairs it wrote; every 5 minutes each marked day is rolled up again, with the day
 * before it, whose sessions may have run on past midnight. The first pass of each UTC day (and
 * of a started process) also marks today for every owner with events since yesterday, which
 * finalises yesterday and recovers the marks a stopped process lost, and deletes expired raw
 * events (once a day across processes). Rollups of one owner never overlap. It also keeps each owner's figures of today, which
 * readers reuse until the owner's events change (`today`).
 */
export class AnalyticsRollups {
  /** Today's figures per owner; an owner's entry is dropped whenever their events are marked. */
  readonly today: TodayFigures;
  readonly #db: Kysely<DB>;
  readonly #log: FastifyBaseLogger;
  readonly #retentionDays: number;
  readonly #now: () => Date;
  readonly #pending = new Map<string, Set<string>>();
  readonly #chains = new Map<string, Promise<void>>();
  #passDay: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(options: { db: Kysely<DB>; log: FastifyBaseLogger; retentionDays: number; now?: () => Date }) {
    this.#db = options.db;
    this.#log = options.log;
    this.#retentionDays = options.retentionDays;
    this.#now = options.now ?? (() => new Date());
    this.today = new TodayFigures(options.db);
  }

  /**
   * Marks one owner's day as changed; the next pass rolls it up. Every write of events comes
   * through here, so this is also where the owner's cached figures of today are dropped.
   */
  markDirty(ownerId: string, day: string): void {
    this.today.forget(ownerId);
    const days = this.#pending.get(ownerId) ?? new Set<string>();
    days.add(day);
    this.#pending.set(ownerId, days);
  }

  /** Marks the days of rows the event writer has just committed. */
  markWritten(rows: ReadonlyArray<{ owner_user_id: string; created_at: Date }>): void {
    for (const row of rows) this.markDirty(row.owner_user_id, utcDay(row.created_at));
  }

  /**
   * Rolls up this owner's marked days before today, so a read right after midnight already sees
   * yesterday's last events. Today is read from raw events and is left to the next pass.
   */
  async settle(ownerId: string): Promise<void> {
    const today = utcDay(this.#now());
    const days = this.#pending.get(ownerId);
    const due = [...(days ?? [])].filter((day) => day < today);
    for (const day of due) days!.delete(day);
    if (days?.size === 0) this.#pending.delete(ownerId);
    await this.#rollOwner(ownerId, due, today);
  }

  /** One pass; also what the timer runs. */
  async runOnce(): Promise<void> {
    const now = this.#now();
    const today = utcDay(now);
    if (this.#passDay !== today) {
      for (const ownerId of await ownersWithEvents(this.#db, 'since', dayStart(addDays(today, -1)))) {
        this.markDirty(ownerId, today);
      }
      const deleted = await deleteExpiredEvents(this.#db, this.#retentionDays, now);
      if (deleted) this.#log.info({ deleted }, 'analytics: expired raw events deleted');
      this.#passDay = today;
    }
    const pending = [...this.#pending];
    this.#pending.clear();
    for (const [ownerId, days] of pending) await this.#rollOwner(ownerId, [...days], today);
  }

  start(intervalMs = ROLLUP_INTERVAL_MS): void {
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.#timedPass()
        .catch((error: unknown) => this.#log.error({ err: error }, 'analytics: rollup pass failed'))
        .finally(() => {
          this.#running = undefined;
        });
    }, intervalMs);
    this.#timer.unref();
  }

  /**
   * The timer's pass. The day's first part (every owner since yesterday, retention) is claimed
   * in the shared schedule, so one process per UTC day does it (decision 023); a process that
   * loses the claim leaves it for today. Each process still rolls the days its own writer marked.
   */
  async #timedPass(): Promise<void> {
    const now = this.#now();
    const today = utcDay(now);
    const due = this.#passDay !== today;
    const claimed = due && (await claimRun(this.#db, DAILY_JOB, now, dayStart(addDays(today, 1))));
    if (due && !claimed) this.#passDay = today;
    try {
      await this.runOnce();
    } catch (error) {
      // The day's part failed: due again, for whichever process checks next.
      if (claimed && this.#passDay !== today) await releaseRun(this.#db, DAILY_JOB, now);
      throw error;
    }
  }

  /** Stops the timer and rolls up what is still marked, so a restart loses nothing. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
    const pending = [...this.#pending];
    this.#pending.clear();
    const today = utcDay(this.#now());
    for (const [ownerId, days] of pending) await this.#rollOwner(ownerId, [...days], today);
  }

  /** Rolls up the marked days and the day before each, within retention and not after today. */
  async #rollOwner(ownerId: string, marked: string[], today: string): Promise<void> {
    const oldest = addDays(today, -this.#retentionDays);
    const days = new Set(marked.flatMap((day) => [addDays(day, -1), day]));
    const due = [...days].filter((day) => day >= oldest && day <= today).sort();
    const previous = this.#chains.get(ownerId) ?? Promise.resolve();
    const run = previous.then(async () => {
      for (const day of due) {
        try {
          await rollUpDay(this.#db, ownerId, day);
        } catch (error) {
          this.#log.warn({ err: error, day }, 'analytics: rollup failed, retried on the next pass');
          this.markDirty(ownerId, day);
        }
      }
    });
    this.#chains.set(ownerId, run);
    await run;
    if (this.#chains.get(ownerId) === run) this.#chains.delete(ownerId);
  }
}

/**
 * Decorates `app.analyticsRollups` and runs its passes while the app is up. Register it before
 * the event capture, so that at close the writer's last flush is marked before the final pass.
 */
export function registerAnalyticsRollups(app: FastifyInstance): void {
  const rollups = new AnalyticsRollups({ db: app.db, log: app.log, retentionDays: app.config.analyticsRetentionDays });
  app.decorate('analyticsRollups', rollups);
  // Events another process wrote: its signal arrives milliseconds later; MAX_AGE_MS bounds a lost one.
  app.coordination.on('events-written', (ownerId) => rollups.today.forget(ownerId));
  app.addHook('onReady', async () => rollups.start());
  app.addHook('onClose', async () => rollups.stop());
}
