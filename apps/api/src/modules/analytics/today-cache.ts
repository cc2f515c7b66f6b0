import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DailyFigure, DayPart } from './daily-row';
import { figuresOfDay } from './day-figures';

/**
 * Owners kept at most; the one read longest ago goes first. An entry is a few dozen figures (a
 * few KB), more only for an owner whose day has many referrers or countries.
 */
const MAX_OWNERS = 2_000;
/**
 * Events written by another process reach this process's `forget` by a signal (decision 023),
 * milliseconds late; this bounds how long an entry can be out of date if a signal is lost.
 */
const MAX_AGE_MS = 30_000;

interface Entry {
  day: string;
  createdAt: number;
  parts: Map<DayPart, Promise<DailyFigure[]>>;
}

/**
 * Today's figures of each owner, per part, computed from raw events once and reused until that
 * owner's events are written again (decision 014, "Speed"). Today is the one part of a window
 * that is not rolled up, and recomputing it on every request costs tens of milliseconds for a
 * busy owner. The event writer's flush calls `forget` (through `AnalyticsRollups.markDirty`), so a
 * read never misses an event this process has written; a busy owner recomputes at most once per
 * flush. Entries are per process, keyed by owner and UTC day.
 */
export class TodayFigures {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;
  readonly #maxOwners: number;
  readonly #entries = new Map<string, Entry>();

  constructor(db: Kysely<DB>, options: { now?: () => number; maxOwners?: number } = {}) {
    this.#db = db;
    this.#now = options.now ?? Date.now;
    this.#maxOwners = options.maxOwners ?? MAX_OWNERS;
  }

  /** The figures of one part of `day` (today) for the owner, computed at most once per entry. */
  of(ownerId: string, day: string, part: DayPart): Promise<DailyFigure[]> {
    const entry = this.#entryOf(ownerId, day);
    const kept = entry.parts.get(part);
    if (kept) return kept;
    const computing = figuresOfDay(this.#db, ownerId, day, [part]);
    entry.parts.set(part, computing);
    // A failed read is not kept: the next request tries again.
    computing.catch(() => {
      if (entry.parts.get(part) === computing) entry.parts.delete(part);
    });
    return computing;
  }

  /**
   * Drops the owner's entry: their events changed. A computation still running keeps serving
   * the requests that already wait on it; the next request starts a new one.
   */
  forget(ownerId: string): void {
    this.#entries.delete(ownerId);
  }

  #entryOf(ownerId: string, day: string): Entry {
    const now = this.#now();
    let entry = this.#entries.get(ownerId);
    if (!entry || entry.day !== day || now - entry.createdAt > MAX_AGE_MS) {
      entry = { day, createdAt: now, parts: new Map() };
    }
    // Re-inserted, so the Map's order is the order of last reads and the first key the oldest.
    this.#entries.delete(ownerId);
    this.#entries.set(ownerId, entry);
    if (this.#entries.size > this.#maxOwners) this.#entries.delete(this.#entries.keys().next().value!);
    return entry;
  }
}
