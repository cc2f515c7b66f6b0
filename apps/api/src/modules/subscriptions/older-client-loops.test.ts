import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/helpers/redis';
import type { TestUser } from '../../../test/helpers/factories';
import {
  afterVerifyInterval,
  createPaystackApp,
  newOwner,
  paymentRow,
  startCheckout,
  type PaystackApp,
} from './subscriptions.test-support';

/**
 * api-contract §15 "Known behaviour of the older client": its subscription screens call
 * /current about 36 times a page load, loop on /plans, and verify on every render of the
 * payment-return screen (issue 16, decision 021). Replayed for one owner on an address shared
 * with visitors: the loops cost that owner's budget for the read they loop on (decision 048) and a
 * bounded number of Paystack calls.
 */
describe('the older client looping on the subscription screens', () => {
  let s: PaystackApp;
  let owner: TestUser;
  const ip = uniqueIp();
  beforeAll(async () => {
    s = await createPaystackApp();
    owner = await newOwner(s.app, { username: 'looping-owner' });
  });
  afterAll(() => s.close());

  const ownerGet = async (url: string) =>
    (await s.app.inject({ method: 'GET', url, remoteAddress: ip, headers: owner.headers })).statusCode;
  const visitorGet = async (url: string, visitor: number) =>
    (
      await s.app.inject({
        method: 'GET',
        url,
        remoteAddress: ip,
        headers: { 'user-agent': `Mozilla/5.0 (Android 14; Phone ${visitor}) Chrome/121 Mobile` },
      })
    ).statusCode;

  /** One page load of its Subscription screen: 36 /current, 20 /plans, in parallel as it fires them. */
  const subscriptionScreen = () =>
    Promise.all([
      ...Array.from({ length: 36 }, () => ownerGet('/api/subscriptions/current')),
      ...Array.from({ length: 20 }, () => ownerGet('/api/subscriptions/plans')),
    ]);
  /** Its payment-return screen: a verify on each of 15 renders, several in flight together. */
  const returnScreen = (reference: string) =>
    Promise.all(
      Array.from({ length: 15 }, async () => {
        const res = await s.app.inject({
          method: 'GET',
          url: `/api/subscriptions/verify/${reference}`,
          remoteAddress: ip,
          headers: owner.headers,
        });
        expect(res.statusCode).toBe(200);
        return res.json().data as { status: string; message: string };
      }),
    );
  /** Forty visitors on the same address reading portfolios meanwhile. */
  const visitors = async () =>
    (
      await Promise.all(
        Array.from({ length: 40 }, async (_, visitor) => [
          await visitorGet('/public/looping-owner', visitor),
          await visitorGet('/api/public/looping-owner', visitor),
          await visitorGet('/api/subscriptions/plans', visitor),
        ]),
      )
    ).flat();

  it('costs Paystack one call per reference every few seconds, and the visitors next to it nothing', async () => {
    const first = await Promise.all([subscriptionScreen(), visitors()]);
    expect(first[0].filter((code) => code === 404)).toHaveLength(36); // no subscription yet
    expect(first[0].filter((code) => code === 200)).toHaveLength(20);
    expect(first[1].every((code) => code === 200)).toBe(true);

    // Back from Paystack's checkout before the payment went through: pending on every render.
    const { reference } = await startCheckout(s.app, owner);
    const [pending, nearby] = await Promise.all([returnScreen(reference), visitors()]);
    expect(new Set(pending.map((answer) => answer.status))).toEqual(new Set(['pending']));
    expect(pending[0]!.message).toBe(SUBSCRIPTION_MESSAGES.notCompleted);
    expect(nearby.every((code) => code === 200)).toBe(true);
    expect(s.paystack.verifyCalls.get(reference)).toBe(1);

    // Paid. Renders within the interval still answer pending without asking; after it, one call credits.
    s.paystack.settle(reference);
    expect((await returnScreen(reference)).every((answer) => answer.status === 'pending')).toBe(true);
    expect(s.paystack.verifyCalls.get(reference)).toBe(1);
    const paid = await afterVerifyInterval(() => returnScreen(reference));
    expect(paid.map((answer) => answer.status)).toEqual(Array(15).fill('success'));
    expect(s.paystack.verifyCalls.get(reference)).toBe(2);
    expect((await paymentRow(s.app, reference)).applied_at).not.toBeNull();

    // Every later render and page load is answered from the database.
    const [again, screen, lastVisitors] = await Promise.all([
      returnScreen(reference),
      subscriptionScreen(),
      visitors(),
    ]);
    expect(again.every((answer) => answer.status === 'success')).toBe(true);
    expect(screen.every((code) => code === 200)).toBe(true);
    expect(lastVisitors.every((code) => code === 200)).toBe(true);
    expect(s.paystack.verifyCalls.get(reference)).toBe(2);
    expect(s.paystack.initialized).toHaveLength(1);
  });

  it('counts a loop against its own read of the owner: past 600 a minute that read waits, nothing else does', async () => {
    const busy = await newOwner(s.app);
    const address = uniqueIp();
    const get = async (url: string, headers: Record<string, string> = {}) =>
      (await s.app.inject({ method: 'GET', url, remoteAddress: address, headers })).statusCode;
    const codes = await Promise.all(Array.from({ length: 620 }, () => get('/api/subscriptions/plans', busy.headers)));
    expect(codes.filter((code) => code === 429)).toHaveLength(20);
    // The owner's other reads and calls have budgets of their own (decision 048).
    expect(await get('/api/subscriptions/current', busy.headers)).toBe(404);
    expect(await get('/api/auth/me', busy.headers)).toBe(200);
    expect(await get('/api/subscriptions/plans')).toBe(200);
    expect(await get('/public/looping-owner')).toBe(200);
    expect(await get('/api/subscriptions/current', owner.headers)).toBe(200);
  });
});
