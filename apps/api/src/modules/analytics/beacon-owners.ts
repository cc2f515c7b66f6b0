import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findPublicOwner, type PublicOwner } from '../public/public-owner';

const TTL_MS = 5_000;
const MAX_OWNERS = 5_000;

/**
 * The owners the beacon counts for, looked up once every few seconds instead of once an event:
 * a portfolio's views arrive in bursts. Unknown names are remembered too, so made-up ones cannot
 * turn the beacon into a database load. An owner's change (on any process, decision 023) forgets
 * their entry and every unknown name (one may be their new username), so a profile made private
 * stops counting from the next event; nothing is shown from this cache.
 */
export class BeaconOwners {
  readonly #db: Kysely<DB>;
  readonly #now: () => number;
  readonly #entries = new Map<string, { owner: PublicOwner | null; until: number }>();

  constructor(db: Kysely<DB>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async find(username: string): Promise<PublicOwner | null> {
    const key = username.trim().toLowerCase();
    const now = this.#now();
    const known = this.#entries.get(key);
    if (known && known.until > now) return known.owner;
    const owner = await findPublicOwner(this.#db, key);
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_OWNERS) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { owner, until: now + TTL_MS });
    return owner;
  }

  forget(ownerId: string): void {
    for (const [key, entry] of this.#entries) {
      if (entry.owner === null || entry.owner.id === ownerId) this.#entries.delete(key);
    }
  }
}
