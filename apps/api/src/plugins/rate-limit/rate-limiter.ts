import { MESSAGES } from '@sparklink/contract';
import { AppError } from '../../lib/app-error';
import type { RateLimitStore } from './rate-limit-store';

export interface Limit {
  /** Namespaced key, e.g. `login:${ip}:${email}`. */
  key: string;
  max: number;
  windowMs: number;
  /** The 429 message; the contract's generic one by default. */
  message?: string;
}

/** The limits of api-contract §1.7, applied through one store. */
export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /**
   * Counts one request, or one attempt before the slow check it guards (a password hash), so
   * parallel guesses cannot all pass a count raised only after them. Throws 429 RATE_LIMITED with
   * Retry-After when it goes over. Failure-counted limits `refund` an attempt that succeeded.
   */
  async consume(limit: Limit): Promise<void> {
    const window = await this.store.increment(limit.key, limit.windowMs);
    if (window.count > limit.max) throw this.#tooMany(limit, window.resetAt);
  }

  /** Takes back one counted attempt that turned out to be a success (failure-counted limits). */
  async refund(limit: Limit): Promise<void> {
    await this.store.decrement(limit.key);
  }

  /** True when the key is still under its maximum, counting this call (for silent limits). */
  async allow(limit: Omit<Limit, 'message'>): Promise<boolean> {
    const window = await this.store.increment(limit.key, limit.windowMs);
    return window.count <= limit.max;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  #tooMany(limit: Limit, resetAt: number): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    return new AppError('RATE_LIMITED', limit.message ?? MESSAGES.rateLimited, { retryAfterSeconds });
  }
}
