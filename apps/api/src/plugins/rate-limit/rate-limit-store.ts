/** Fixed-window counters. In memory by default; Redis when REDIS_URL is set (shared across processes). */
export interface WindowCount {
  count: number;
  /** Epoch ms at which the window ends. */
  resetAt: number;
}

export interface RateLimitStore {
  /** Adds one to the key's window (opening a new one if none runs) and returns the new count. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one back from the running window, never below 0; nothing when no window runs. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** How often ended windows are dropped when no request comes to drop them (windows last a minute). */
const IDLE_SWEEP_MS = 60_000;

/**
 * How often requests sweep. A sweep walks every window, and under traffic from many addresses there
 * are a minute's worth of them: sweeping every thousandth request, as this store once did, walked a
 * million windows 28 times a second and cost a tenth of a cached page's time (decision 025).
 */
const SWEEP_EVERY_MS = 1_000;

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, WindowCount>();
  #nextSweepAt = 0;
  /**
   * Requests sweep at most once a second; this sweeps when they stop, so a burst from many
   * addresses followed by quiet does not keep its windows until the next request.
   */
  readonly #idleSweep: NodeJS.Timeout;

  constructor(idleSweepMs = IDLE_SWEEP_MS) {
    this.#idleSweep = setInterval(() => this.#sweep(Date.now()), idleSweepMs).unref();
  }

  /** Windows held, ended ones included until a sweep. */
  get size(): number {
    return this.#windows.size;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    if (now >= this.#nextSweepAt) {
      this.#nextSweepAt = now + SWEEP_EVERY_MS;
      this.#sweep(now);
    }
    const current = this.#windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.#windows.set(key, window);
    return { ...window };
  }

  async decrement(key: string): Promise<void> {
    const current = this.#windows.get(key);
    if (current && current.resetAt > Date.now() && current.count > 0) current.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.#idleSweep);
    this.#windows.clear();
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
