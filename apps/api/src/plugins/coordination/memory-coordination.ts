import { Listeners, type Coordination, type RenderTicket, type Signal, type SignalListener } from './coordination';

/**
 * One process alone (no REDIS_URL): invalidations are counted in memory (decision 012). The
 * per-owner record is bounded; when the oldest is forgotten, renders whose ticket predates it are
 * refused, so forgetting can only cost a fill, never keep a stale one.
 */
export class MemoryCoordination implements Coordination {
  readonly #listeners = new Listeners();
  /** Counts invalidations; a ticket holds its value when a render began. */
  #clock = 0;
  /** The clock at each owner's latest invalidation, oldest first, at most `maxOwners` of them. */
  readonly #invalidatedAt = new Map<string, number>();
  /** The newest invalidation forgotten from #invalidatedAt: renders older than it are refused. */
  #forgottenUpTo = 0;

  constructor(readonly maxOwners = 10_000) {}

  async ticket(): Promise<RenderTicket> {
    return { clock: this.#clock, at: Date.now() };
  }

  async isCurrent(ownerId: string, ticket: RenderTicket): Promise<boolean> {
    return ticket.clock >= this.#forgottenUpTo && (this.#invalidatedAt.get(ownerId) ?? 0) <= ticket.clock;
  }

  async ownerChanged(ownerId: string): Promise<void> {
    this.#clock += 1;
    this.#invalidatedAt.delete(ownerId);
    this.#invalidatedAt.set(ownerId, this.#clock);
    if (this.#invalidatedAt.size > this.maxOwners) {
      const [oldest, at] = this.#invalidatedAt.entries().next().value!;
      this.#invalidatedAt.delete(oldest);
      this.#forgottenUpTo = at;
    }
    this.#listeners.emit('owner-changed', ownerId);
  }

  signal(signal: Signal, ownerId: string): void {
    this.#listeners.emit(signal, ownerId);
  }

  on(signal: Signal, listener: SignalListener): void {
    this.#listeners.on(signal, listener);
  }

  onReset(listener: () => void): void {
    this.#listeners.onReset(listener);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {}
}
