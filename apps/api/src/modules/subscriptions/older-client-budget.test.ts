import { MESSAGES, SUBSCRIPTION_MESSAGES, type CurrentSubscription } from '@sparklink/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmIdentity, type TestUser } from '../../../test/helpers/factories';
import { formatDay } from './announcements';
import {
  buy,
  createPaystackApp,
  newOwner,
  startCheckout,
  verify,
  type PaystackApp,
} from './subscriptions.test-support';

const TOO_MANY = { status: 'ERROR', code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };
/** The older client's loop on a running subscription, as measured: 120 `current` a second. */
const LOOP_PER_SECOND = 120;
const LOOP_SECONDS = 60;
/** The loop's own budget a minute (decision 048). */
const LOOPED_READ_PER_MINUTE = 600;
const TICK_MS = 100;
const PER_TICK = LOOP_PER_SECOND / (1000 / TICK_MS);

/**
 * api-contract §15, decision 048: the older client's screens loop on `current` while a paid plan
 * runs. The loop spends a budget of its own, so the owner's other calls from the same token keep
 * working: cancel, pages, profile, writes, deleting the account.
 */
describe('the older client looping on a paying owner’s screens', () => {
  let s: PaystackApp;
  beforeAll(async () => {
    s = await createPaystackApp();
  });
  afterAll(() => s.close());
  afterEach(() => vi.useRealTimers());

  const call = (owner: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

  /** A paying owner and the subscription their payment started, as verify answered it. */
  async function payingOwner(): Promise<{ owner: TestUser; subscription: CurrentSubscription }> {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference);
    const paid = await verify(s.app, owner, reference);
    expect(paid.json().data.status).toBe('success');
    return { owner, subscription: paid.json().data.subscription as CurrentSubscription };
  }

  const expectTooMany = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('replays current at 120 a second for 60 s: past its 600 only it gets 429; cancel, pages, profile, writes and delete succeed', async () => {
    const { owner, subscription } = await payingOwner();
    const profileBefore = await call(owner, 'GET', '/api/profile');
    expect(profileBefore.statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/pages')).json()).toEqual({ status: 'SUCCESS', data: { pages: [] } });

    // A clock of our own: the minute runs in seconds, and the limiter's windows follow it.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const current: LightMyRequestResponse[] = [];
    const others: Record<string, LightMyRequestResponse> = {};
    let profileNow = profileBefore.json();
    let page: unknown;
    for (let tick = 0; tick < (LOOP_SECONDS * 1000) / TICK_MS; tick++) {
      vi.setSystemTime(start + tick * TICK_MS);
      const batch = Array.from({ length: PER_TICK }, () => call(owner, 'GET', '/api/subscriptions/current'));
      const second = (tick * TICK_MS) / 1000;
      if (tick % 10 === 5) {
        // Every second, beside the loop: the profile and the pages, as the overview loads them.
        const [profile, pages] = await Promise.all([
          call(owner, 'GET', '/api/profile'),
          call(owner, 'GET', '/api/pages'),
        ]);
        expect(profile.statusCode, `profile at ${second} s`).toBe(200);
        expect(profile.json()).toEqual({ status: 'SUCCESS', data: profileNow.data });
        expect(pages.statusCode, `pages at ${second} s`).toBe(200);
        expect(pages.json()).toEqual({ status: 'SUCCESS', data: { pages: page ? [page] : [] } });
      }
      if (tick === 100) {
        others.profileWrite = await call(owner, 'PUT', '/api/profile', { bio: 'Photographer in Kumasi' });
        profileNow = others.profileWrite.json();
      }
      if (tick === 200) {
        others.pageWrite = await call(owner, 'POST', '/api/pages', { type: 'ABOUT', title: 'About', slug: 'about' });
        page = others.pageWrite.json().data.page;
      }
      if (tick === 300) others.cancel = await call(owner, 'POST', '/api/subscriptions/cancel');
      current.push(...(await Promise.all(batch)));
    }

    expect(current).toHaveLength(LOOP_PER_SECOND * LOOP_SECONDS);
    const answered = current.slice(0, LOOPED_READ_PER_MINUTE);
    expect(answered.map((res) => res.statusCode)).toEqual(Array(LOOPED_READ_PER_MINUTE).fill(200));
    for (const res of answered) expect(res.json()).toEqual({ status: 'SUCCESS', data: subscription });
    // Spent after five seconds; from then on the loop alone meets 429, to the minute's end.
    for (const res of current.slice(LOOPED_READ_PER_MINUTE)) expectTooMany(res);

    expect(others.profileWrite!.statusCode).toBe(200);
    expect(others.profileWrite!.json().message).toBe(MESSAGES.profileUpdated);
    expect(others.profileWrite!.json().data.profile.bio).toBe('Photographer in Kumasi');
    expect(others.pageWrite!.statusCode).toBe(201);
    expect(page).toMatchObject({ type: 'ABOUT', title: 'About', slug: 'about' });

    const end = new Date(subscription.currentPeriodEnd);
    const canceled: CurrentSubscription = {
      ...subscription,
      status: 'canceled',
      cancelAtPeriodEnd: true,
      subscriptionData: { ...subscription.subscriptionData, status: 'canceled' },
    };
    expect(others.cancel!.statusCode).toBe(200);
    expect(others.cancel!.json()).toEqual({
      status: 'SUCCESS',
      message: SUBSCRIPTION_MESSAGES.cancelled,
      data: {
        message: SUBSCRIPTION_MESSAGES.staysActiveUntil(formatDay(end)),
        effectiveDate: end.toISOString(),
        subscription: canceled,
      },
    });

    // The next minute answers the loop again: cancelled, and running to the period's end.
    vi.setSystemTime(start + LOOP_SECONDS * 1000);
    const next = await call(owner, 'GET', '/api/subscriptions/current');
    expect(next.json()).toEqual({ status: 'SUCCESS', data: canceled });
    await confirmIdentity(s.app, owner);
    const removed = await call(owner, 'DELETE', '/api/auth/account');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'SUCCESS', message: MESSAGES.accountDeleted, data: null });
  }, 120_000);

  it('gives the signed-in plans their own 600 a minute, apart from current and the rest', async () => {
    const { owner, subscription } = await payingOwner();
    const anonymous = await s.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
    const plans = await Promise.all(
      Array.from({ length: LOOPED_READ_PER_MINUTE }, () => call(owner, 'GET', '/api/subscriptions/plans')),
    );
    expect(plans.every((res) => res.statusCode === 200 && res.body === anonymous.body)).toBe(true);
    expectTooMany(await call(owner, 'GET', '/api/subscriptions/plans'));
    expect((await call(owner, 'GET', '/api/subscriptions/current')).json()).toEqual({
      status: 'SUCCESS',
      data: subscription,
    });
    expect((await call(owner, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('counts a verify of a final payment (credited or failed) apart; a pending one spends the 300 a minute', async () => {
    const owner = await newOwner(s.app);
    const credited = await buy(s, owner);
    const declined = (await startCheckout(s.app, owner)).reference;
    s.paystack.settle(declined, { status: 'failed' });
    const failedFirst = await verify(s.app, owner, declined); // asks Paystack: spends the 300
    expect(failedFirst.json().data).toMatchObject({ status: 'failed', message: 'Declined' });
    const pending = (await startCheckout(s.app, owner)).reference;

    // The user's 300 a minute, spent by other calls (5 of them were made above).
    const spending = await Promise.all(Array.from({ length: 295 }, () => call(owner, 'GET', '/api/auth/me')));
    expect(spending.every((res) => res.statusCode === 200)).toBe(true);
    expectTooMany(await call(owner, 'GET', '/api/auth/me'));
    expectTooMany(await verify(s.app, owner, pending));

    // The final payments are still answered, from their own 600 a minute.
    const again = await verify(s.app, owner, declined);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'failed', message: 'Declined', reference: declined });
    const loop = await Promise.all(
      Array.from({ length: LOOPED_READ_PER_MINUTE - 1 }, () => verify(s.app, owner, credited)),
    );
    expect(loop.every((res) => res.statusCode === 200 && res.json().data.status === 'success')).toBe(true);
    expect(loop[0]!.json().data.message).toBe(SUBSCRIPTION_MESSAGES.updatedTo('RISE'));
    expectTooMany(await verify(s.app, owner, credited));
  });
});
