import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { utcDay } from './utc-day';

/**
 * The daily salts of the cookieless visitor hash (api-contract §7.1): one per UTC day, created on
 * the day's first event, and deleted 48 hours after that day began, so a hash can never be tied
 * back to an address once its salt is gone. Kept in the database so every process shares one.
 */
export class DailySalts {
  readonly #db: Kysely<DB>;
  readonly #cache = new Map<string, string>();

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async forDay(day: string): Promise<string> {
    const cached = this.#cache.get(day);
    if (cached) return cached;
    await this.#db
      .insertInto('analytics_salts')
      .values({ day, salt: randomBytes(32).toString('hex'), created_at: new Date() })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    // Whichever process inserted first, every process reads the one stored.
    const row = await this.#db
      .selectFrom('analytics_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    this.#cache.set(day, row.salt);
    return row.salt;
  }

  /** Deletes the salts of days that began 48 hours ago or more (all but today's and yesterday's). */
  async sweep(now = new Date()): Promise<void> {
    const oldestKept = utcDay(now.getTime() - 86_400_000);
    for (const day of this.#cache.keys()) if (day < oldestKept) this.#cache.delete(day);
    await this.#db.deleteFrom('analytics_salts').where('day', '<', oldestKept).execute();
  }
}
