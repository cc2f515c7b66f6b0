import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { AnalyticsEventsTable, DB } from '../../db/schema';

export type EventRow = Insertable<AnalyticsEventsTable> & { created_at: Date };

const FLUSH_EVERY_MS = 1_000;
/** Past this many waiting rows a flush starts at once, so a burst cannot grow the buffer without end. */
const FLUSH_AT_ROWS = 500;
const ROWS_PER_INSERT = 200;

/**
 * Writes events in batches (api-contract §13): rows wait in memory and go to the database in one
 * transaction every second, when 500 are waiting, and at shutdown. `add` answers with a promise
 * of the row's batch being written; a caller that awaits it (the beacon, before its 204) asks for
 * a group commit: the batch is written on the next turn of the event loop, or right after the
 * batch being written now, with every row that arrived meanwhile. So an answered beacon survives
 * a crash, and under load one transaction still carries many events.
 */
export class EventWriter {
  readonly #db: Kysely<DB>;
  readonly #log: FastifyBaseLogger;
  readonly #afterFlush: (rows: EventRow[]) => void;
  #beforeWrite: (rows: EventRow[]) => Promise<void> = async () => {};
  #waiting: EventRow[] = [];
  /** Resolves the promise `add` gave for each waiting row, in the same order. */
  #written: Array<() => void> = [];
  #groupCommit: NodeJS.Immediate | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;

  constructor(db: Kysely<DB>, log: FastifyBaseLogger, afterFlush: (rows: EventRow[]) => void = () => {}) {
    this.#db = db;
    this.#log = log;
    this.#afterFlush = afterFlush;
  }

  /** Work on a batch before it is written (the recorder settles its new sessions there). */
  beforeWrite(hook: (rows: EventRow[]) => Promise<void>): void {
    this.#beforeWrite = hook;
  }

  start(): void {
    this.#timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.#timer.unref();
  }

  /** Queues the row. The promise resolves once its batch is written (or refused and logged), never rejects. */
  add(row: EventRow): Promise<void> {
    const written = new Promise<void>((resolve) => this.#written.push(resolve));
    this.#waiting.push(row);
    if (this.#waiting.length >= FLUSH_AT_ROWS) void this.flush();
    return written;
  }

  /** Queues the row and writes its batch as soon as possible (see the class comment). */
  addNow(row: EventRow): Promise<void> {
    const written = this.add(row);
    this.#groupCommit ??= setImmediate(() => {
      this.#groupCommit = undefined;
      void this.flush();
    });
    return written;
  }

  /** Writes everything waiting; resolves once it is in the database (tests and shutdown wait on it). */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #write(): Promise<void> {
    if (this.#waiting.length === 0) return;
    const rows = this.#waiting;
    const written = this.#written;
    this.#waiting = [];
    this.#written = [];
    try {
      await this.#writeBatch(rows);
    } finally {
      for (const resolve of written) resolve();
    }
  }

  async #writeBatch(rows: EventRow[]): Promise<void> {
    try {
      await this.#beforeWrite(rows);
    } catch (error) {
      // The rows keep the sessions this process opened; counting goes on.
      this.#log.warn({ err: error }, 'analytics: stored sessions could not be looked up for a batch');
    }
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
          await trx
            .insertInto('analytics_events')
            .values(rows.slice(i, i + ROWS_PER_INSERT))
            .execute();
        }
      });
      this.#afterFlush(rows);
    } catch (error) {
      this.#log.warn({ err: error, events: rows.length }, 'analytics: batch refused, writing its events one by one');
      await this.#writeOneByOne(rows);
    }
  }

  /**
   * A batch fails whole when one row does (its owner or page was deleted while it waited); the
   * others are still written. Counting never takes a visitor's page down: a lost row is logged.
   */
  async #writeOneByOne(rows: EventRow[]): Promise<void> {
    const written: EventRow[] = [];
    for (const row of rows) {
      try {
        await this.#db.insertInto('analytics_events').values(row).execute();
        written.push(row);
      } catch (error) {
        this.#log.error({ err: error, type: row.type }, 'analytics: an event could not be written');
      }
    }
    this.#afterFlush(written);
  }
}
