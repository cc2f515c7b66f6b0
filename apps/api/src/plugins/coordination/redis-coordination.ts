import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Listeners, type Coordination, type RenderTicket, type Signal, type SignalListener } from './coordination';

const CLOCK = 'sl:pc:clock';
const CHANNEL = 'sl:signals';
const ownerKey = (ownerId: string) => `sl:pc:owner:${ownerId}`;
/**
 * How long an owner's last invalidation is remembered: far longer than a cached entry can be
 * served after its ticket (the cache's TTL plus the longest render kept), so none outlives it.
 */
const OWNER_MEMORY_MS = 10 * 60_000;
const READY_TIMEOUT_MS = 2_000;
const WARN_EVERY_MS = 60_000;

/** Counts the invalidation, stamps the owner with it and tells the other processes, in one step. */
const OWNER_CHANGED = `
local clock = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], clock, 'PX', ARGV[1])
redis.call('PUBLISH', KEYS[3], ARGV[2])
return clock`;

/**
 * Several processes on one Redis (decision 023). The clock and each owner's last invalidation
 * live in Redis, so a cached page is checked against them on every read: a write answered on one
 * process is seen by all at once. Signals travel by pub/sub, a few milliseconds late. When Redis
 * cannot be answered nothing is treated as current (pages are rendered, not kept) and an error
 * is logged at most once a minute; when it comes back, listeners drop what signals guarded.
 */
export class RedisCoordination implements Coordination {
  readonly #redis: Redis;
  readonly #subscriber: Redis;
  readonly #listeners = new Listeners();
  readonly #id = randomUUID();
  readonly #log: Pick<FastifyBaseLogger, 'error'>;
  #lastWarning = 0;

  constructor(url: string, log: Pick<FastifyBaseLogger, 'error'>) {
    this.#log = log;
    // No offline queue and a short command timeout: without Redis a request renders at once.
    const options = {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
    };
    this.#redis = new Redis(url, { ...options, enableAutoPipelining: true });
    this.#subscriber = new Redis(url, { ...options, commandTimeout: undefined, enableOfflineQueue: true });
    for (const connection of [this.#redis, this.#subscriber]) {
      connection.on('error', (error: Error) => this.#degraded(error));
    }
    this.#subscriber.on('message', (_channel: string, message: string) => this.#receive(message));
    let connected = false;
    this.#subscriber.on('ready', () => {
      // Back after a break: signals sent meanwhile were missed.
      if (connected) this.#listeners.reset();
      connected = true;
    });
    void this.#subscriber.subscribe(CHANNEL).catch((error: unknown) => this.#degraded(error));
  }

  async ticket(): Promise<RenderTicket | undefined> {
    try {
      return { clock: Number((await this.#redis.get(CLOCK)) ?? 0), at: Date.now() };
    } catch (error) {
      this.#degraded(error);
      return undefined;
    }
  }

  async isCurrent(ownerId: string, ticket: RenderTicket): Promise<boolean> {
    try {
      const [clock, changedAt] = await this.#redis.mget(CLOCK, ownerKey(ownerId));
      // A clock behind the ticket means Redis lost its data: nothing read before can be vouched for.
      return Number(clock ?? 0) >= ticket.clock && Number(changedAt ?? 0) <= ticket.clock;
    } catch (error) {
      this.#degraded(error);
      return false;
    }
  }

  async ownerChanged(ownerId: string): Promise<void> {
    this.#listeners.emit('owner-changed', ownerId);
    try {
      await this.#redis.eval(
        OWNER_CHANGED,
        3,
        CLOCK,
        ownerKey(ownerId),
        CHANNEL,
        OWNER_MEMORY_MS,
        this.#message('owner-changed', ownerId),
      );
    } catch (error) {
      this.#degraded(error);
    }
  }

  signal(signal: Signal, ownerId: string): void {
    this.#listeners.emit(signal, ownerId);
    this.#redis.publish(CHANNEL, this.#message(signal, ownerId)).catch((error: unknown) => this.#degraded(error));
  }

  on(signal: Signal, listener: SignalListener): void {
    this.#listeners.on(signal, listener);
  }

  onReset(listener: () => void): void {
    this.#listeners.onReset(listener);
  }

  /** Waits (briefly) for both connections, so the first requests already share state. */
  async ready(): Promise<void> {
    await Promise.all([this.#redis, this.#subscriber].map(waitReady));
  }

  async close(): Promise<void> {
    for (const connection of [this.#subscriber, this.#redis]) {
      if (connection.status === 'ready') await connection.quit();
      else connection.disconnect();
    }
  }

  #message(signal: Signal, ownerId: string): string {
    return `${this.#id} ${signal} ${ownerId}`;
  }

  #receive(message: string): void {
    const [from, signal, ownerId] = message.split(' ');
    if (from === this.#id || !ownerId) return;
    if (signal === 'owner-changed' || signal === 'events-written') this.#listeners.emit(signal, ownerId);
  }

  #degraded(error: unknown): void {
    const now = Date.now();
    if (now - this.#lastWarning < WARN_EVERY_MS) return;
    this.#lastWarning = now;
    this.#log.error({ err: error }, 'Redis unreachable: cached public pages are not used until it is back');
  }
}

function waitReady(connection: Redis): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, READY_TIMEOUT_MS);
    connection.once('ready', done);
  });
}
