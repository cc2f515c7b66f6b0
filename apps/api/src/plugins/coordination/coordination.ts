/** Where a render's reads stood: taken before its first database read. */
export interface RenderTicket {
  /** The invalidation clock when the render began. */
  clock: number;
  /** When it began (epoch ms); a render that took too long is not kept. */
  at: number;
}

/** Things one process tells the others: an owner changed anything; an owner's events were written. */
export type Signal = 'owner-changed' | 'events-written';
export type SignalListener = (ownerId: string) => void;

/**
 * What the processes of one deployment agree on about owners' cached content (decision 023): in
 * this process's memory when it runs alone, in Redis (REDIS_URL) when several share one product.
 * Listeners hear every signal, this process's own and the others'.
 */
export interface Coordination {
  /** Taken before a render's first read; undefined when unknown (the render is then not kept). */
  ticket(): Promise<RenderTicket | undefined>;
  /** Whether what a render read with `ticket` is still current for the owner. */
  isCurrent(ownerId: string, ticket: RenderTicket): Promise<boolean>;
  /**
   * Records that the owner changed: once this resolves, no process treats anything read before
   * as current. Listeners of 'owner-changed' hear it.
   */
  ownerChanged(ownerId: string): Promise<void>;
  /** Tells every process's listeners, best effort (milliseconds late on other processes). */
  signal(signal: Signal, ownerId: string): void;
  on(signal: Signal, listener: SignalListener): void;
  /** Called when signals may have been missed (Redis came back): what they guarded is dropped. */
  onReset(listener: () => void): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The listeners of each signal; both implementations deliver through it. */
export class Listeners {
  readonly #bySignal = new Map<Signal, SignalListener[]>();
  readonly #resets: Array<() => void> = [];

  on(signal: Signal, listener: SignalListener): void {
    this.#bySignal.set(signal, [...(this.#bySignal.get(signal) ?? []), listener]);
  }

  onReset(listener: () => void): void {
    this.#resets.push(listener);
  }

  emit(signal: Signal, ownerId: string): void {
    for (const listener of this.#bySignal.get(signal) ?? []) listener(ownerId);
  }

  reset(): void {
    for (const listener of this.#resets) listener();
  }
}
