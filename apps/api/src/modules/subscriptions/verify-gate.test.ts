import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/helpers/redis';
import { MemoryRateLimitStore, type RateLimitStore } from '../../plugins/rate-limit/rate-limit-store';
import { RateLimiter } from '../../plugins/rate-limit/rate-limiter';
import { RedisRateLimitStore } from '../../plugins/rate-limit/redis-rate-limit-store';
import type { PaymentRow } from './payments.repository';
import type { Settlement } from './settle-payment';
import { lastAnswer, ProviderGate } from './verify-gate';

const silentLog = { error: () => {} };
const paid: Settlement = { status: 'success', message: 'Subscription updated to RISE' };
const reference = () => `spk-${Math.random().toString(16).slice(2)}`;

/** A question to Paystack that counts how often it was asked and answers after a short wait. */
function question() {
  const asked = { count: 0 };
  const ask = async () => {
    asked.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return paid;
  };
  return { asked, ask };
}

describe('ProviderGate: Paystack asked about a reference at most once every few seconds', () => {
  const stores: RateLimitStore[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it('shares one question among verifies arriving together, and answers undefined in between', async () => {
    const store = new MemoryRateLimitStore();
    stores.push(store);
    const gate = new ProviderGate(new RateLimiter(store));
    const ref = reference();
    const { asked, ask } = question();
    const together = await Promise.all(Array.from({ length: 10 }, () => gate.ask(ref, ask)));
    expect(together).toEqual(Array(10).fill(paid));
    expect(await gate.ask(ref, ask)).toBeUndefined();
    expect(asked.count).toBe(1);
    // Another reference has its own interval.
    expect(await gate.ask(reference(), ask)).toEqual(paid);
  });

  it('holds across processes through Redis: two gates, one question', async () => {
    const gates = await Promise.all(
      [0, 1].map(async () => {
        const store = new RedisRateLimitStore(TEST_REDIS_URL, silentLog);
        stores.push(store);
        await store.ready();
        return new ProviderGate(new RateLimiter(store));
      }),
    );
    const ref = reference();
    const { asked, ask } = question();
    const answers = await Promise.all([gates[0]!.ask(ref, ask), gates[1]!.ask(ref, ask), gates[1]!.ask(ref, ask)]);
    expect(asked.count).toBe(1);
    expect(answers.filter((answer) => answer === undefined).length).toBeGreaterThanOrEqual(1);
    expect(answers).toContainEqual(paid);
  });
});

describe('lastAnswer: what verify says between two questions', () => {
  const payment = (changes: Partial<PaymentRow>) =>
    ({
      status: 'pending',
      provider_status: null,
      gateway_response: null,
      provider_domain: null,
      ...changes,
    }) as PaymentRow;

  it.each([
    ['pending', {}, 'pending', SUBSCRIPTION_MESSAGES.notCompleted],
    ['abandoned', { status: 'abandoned' as const }, 'pending', SUBSCRIPTION_MESSAGES.notCompleted],
    [
      'declined',
      { status: 'failed' as const, provider_status: 'failed', gateway_response: 'Declined' },
      'failed',
      'Declined',
    ],
    [
      'failed silently',
      { status: 'failed' as const, provider_status: 'failed' },
      'failed',
      SUBSCRIPTION_MESSAGES.paymentFailed,
    ],
    [
      'paid another amount',
      { status: 'failed' as const, provider_status: 'success', provider_domain: 'test' },
      'failed',
      SUBSCRIPTION_MESSAGES.amountMismatch,
    ],
    [
      'paid on the live domain outside production',
      { status: 'failed' as const, provider_status: 'success', provider_domain: 'live' },
      'failed',
      SUBSCRIPTION_MESSAGES.paymentFailed,
    ],
  ])('%s', (_name, changes, status, message) => {
    expect(lastAnswer(payment(changes), 'test')).toEqual({ status, message });
  });
});
