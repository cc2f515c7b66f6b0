import { availableParallelism } from 'node:os';

/**
 * How many images this process decodes at once, whoever asked: every upload route and every
 * import share these slots (decision 035). A decode of an image at the pixel limit holds a few
 * hundred MB and a core (sharp runs one thread a decode) for a fraction of a second; one core
 * fewer than the machine has keeps a core for answering requests (one slot on two cores) and bounds
 * the memory decodes can take, however many arrive together. The others wait their turn, first
 * come first served.
 */
export const DECODES_AT_ONCE = Math.max(1, availableParallelism() - 1);

export class DecodeSlots {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** Decodes running now, and waiting for a slot. */
  get running(): number {
    return this.#running;
  }
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `work` once a slot is free, and frees the slot when it settles, whatever happened. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.size) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running += 1;
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot take it in between.
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/** The process's one set of slots. */
export const decodeSlots = new DecodeSlots(DECODES_AT_ONCE);
