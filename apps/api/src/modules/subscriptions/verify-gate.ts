import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { PaymentRow } from './payments.repository';
import type { Settlement } from './settle-payment';

/** Paystack is asked about one reference at most once in this long (decision 021). */
export const VERIFY_INTERVAL_MS = 5_000;

/**
 * The answer for a payment between two questions to Paystack, from what the last one stored:
 * failed with its message, else still pending. A failure Paystack reported as a success is one
 * that did not match the plan (settle-payment's review case); its message is rebuilt from the
 * stored domain. A failed payment is asked about again later: on Paystack it can still be paid.
 */
export function lastAnswer(payment: PaymentRow, expectedDomain: string): Settlement {
  if (payment.status !== 'failed') return { status: 'pending', message: SUBSCRIPTION_MESSAGES.notCompleted };
  if (payment.provider_status !== 'success') {
    return { status: 'failed', message: payment.gateway_response || SUBSCRIPTION_MESSAGES.paymentFailed };
  }
  const otherDomain = payment.provider_domain !== expectedDomain;
  return {
    status: 'failed',
    message: otherDomain ? SUBSCRIPTION_MESSAGES.paymentFailed : SUBSCRIPTION_MESSAGES.amountMismatch,
  };
}

/**
 * Asks Paystack about a pending reference at most once every VERIFY_INTERVAL_MS, across
 * processes when the limiter's store is Redis. Verifies of one reference arriving together in
 * this process share one question; a verify that comes in between gets `undefined` (`lastAnswer`).
 */
export class ProviderGate {
  readonly #limiter: RateLimiter;
  readonly #asking = new Map<string, Promise<Settlement | undefined>>();

  constructor(limiter: RateLimiter) {
    this.#limiter = limiter;
  }

  ask(reference: string, question: () => Promise<Settlement>): Promise<Settlement | undefined> {
    const running = this.#asking.get(reference);
    if (running) return running;
    const asking = (async () => {
      const limit = { key: `paystack-verify:${reference}`, max: 1, windowMs: VERIFY_INTERVAL_MS };
      return (await this.#limiter.allow(limit)) ? question() : undefined;
    })().finally(() => this.#asking.delete(reference));
    this.#asking.set(reference, asking);
    return asking;
  }
}
