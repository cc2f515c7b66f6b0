import { MESSAGES, PLANS, SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers/factories';
import { formatDay } from './announcements';
import {
  buy,
  createPaystackApp,
  ms,
  newOwner,
  noticesOf,
  paymentRow,
  setPeriod,
  startCheckout,
  subscriptionRows,
  userRow,
  verify,
  type PaystackApp,
} from './subscriptions.test-support';

/** api-contract §9: current, cancel, reactivate and the billing history. */

let s: PaystackApp;
beforeAll(async () => {
  s = await createPaystackApp();
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST', path: string, user: TestUser) =>
  s.app.inject({ method, url: `/api/subscriptions/${path}`, headers: user.headers });
const noSubscription = { status: 'ERROR', code: 'NOT_FOUND', message: SUBSCRIPTION_MESSAGES.noActiveSubscription };

describe('GET /current', () => {
  it('answers 404 "No active subscription" when none runs, including after the period ended', async () => {
    const owner = await newOwner(s.app);
    const none = await call('GET', 'current', owner);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(noSubscription);

    await buy(s, owner);
    await setPeriod(s.app, owner.id, new Date(Date.now() - 40 * 86_400_000), new Date(Date.now() - 1000));
    expect((await call('GET', 'current', owner)).json()).toEqual(noSubscription);
  });

  it('answers the running subscription in the contract’s shape', async () => {
    const owner = await newOwner(s.app);
    const reference = await buy(s, owner, 'BLAZE', 'yearly');
    const [row] = await subscriptionRows(s.app, owner.id);
    const start = new Date(ms(row!.current_period_start)!).toISOString();
    const end = new Date(ms(row!.current_period_end)!).toISOString();

    const res = await call('GET', 'current', owner);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      data: {
        id: row!.id,
        currentPlan: 'BLAZE',
        tier: 'BLAZE',
        status: 'active',
        billingCycle: 'yearly',
        planDetails: PLANS.BLAZE,
        plan: PLANS.BLAZE,
        expiresAt: end,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        subscriptionData: { transactionRef: reference, status: 'active', startDate: start, billingCycle: 'yearly' },
        price: 700,
        paymentMethod: { channel: 'mobile_money', brand: null, last4: '4081' },
        // Paid by mobile money: nothing renews by itself, the owner is reminded.
        renewal: {
          mode: 'reminder',
          date: end,
          plan: 'BLAZE',
          billingCycle: 'yearly',
          amount: 700,
          card: null,
          canAutoRenew: false,
        },
        grace: null,
        scheduledChange: null,
      },
    });
  });
});

describe('POST /cancel and /reactivate', () => {
  it('cancels to the period end, keeps the tier, leaves a notice, and answers a repeat with the same 200', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner, 'RISE', 'monthly');
    const [row] = await subscriptionRows(s.app, owner.id);
    const end = new Date(ms(row!.current_period_end)!);

    const first = await call('POST', 'cancel', owner);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'SUCCESS',
      message: SUBSCRIPTION_MESSAGES.cancelled,
      data: {
        message: `Your plan stays active until ${formatDay(end)}.`,
        effectiveDate: end.toISOString(),
        subscription: { status: 'canceled', cancelAtPeriodEnd: true, tier: 'RISE', expiresAt: end.toISOString() },
      },
    });
    const [canceled] = await subscriptionRows(s.app, owner.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled!.canceled_at).not.toBeNull();
    const user = await userRow(s.app, owner.id);
    expect(user.tier).toBe('RISE');
    expect(ms(user.tier_expires_at)).toBe(end.getTime());
    const me = await s.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    expect(me.json().data.user.subscription).toBe('RISE');

    const again = await call('POST', 'cancel', owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(ms((await subscriptionRows(s.app, owner.id))[0]!.canceled_at)).toBe(ms(canceled!.canceled_at));
    expect((await noticesOf(s.app, owner.id)).map((n) => [n.kind, n.title, n.body])).toEqual([
      [
        'payment_received',
        SUBSCRIPTION_MESSAGES.noticePaymentTitle,
        `Your Rise plan is active until ${formatDay(end)}.`,
      ],
      [
        'subscription_canceled',
        SUBSCRIPTION_MESSAGES.noticeCanceledTitle,
        `Your Rise plan stays active until ${formatDay(end)}.`,
      ],
    ]);
  });

  it('reactivates a cancelled subscription that still runs; 409 when it is not cancelled', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner);

    const notCancelled = await call('POST', 'reactivate', owner);
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json()).toEqual({
      status: 'ERROR',
      code: 'CONFLICT',
      message: SUBSCRIPTION_MESSAGES.notCancelled,
    });

    await call('POST', 'cancel', owner);
    const res = await call('POST', 'reactivate', owner);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'SUCCESS',
      message: SUBSCRIPTION_MESSAGES.reactivated,
      data: { subscription: { status: 'active', cancelAtPeriodEnd: false, subscriptionData: { status: 'active' } } },
    });
    expect((await subscriptionRows(s.app, owner.id))[0]).toMatchObject({ status: 'active', canceled_at: null });
  });

  it('answers 404 to cancel and reactivate without a running subscription (an ended one counts as none)', async () => {
    const owner = await newOwner(s.app);
    for (const path of ['cancel', 'reactivate']) {
      const res = await call('POST', path, owner);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual(noSubscription);
    }
    await buy(s, owner);
    await call('POST', 'cancel', owner);
    await setPeriod(s.app, owner.id, new Date(Date.now() - 40 * 86_400_000), new Date(Date.now() - 1000));
    expect((await call('POST', 'reactivate', owner)).json()).toEqual(noSubscription);
  });

  it('needs a Bearer token', async () => {
    for (const path of ['cancel', 'reactivate']) {
      const res = await s.app.inject({ method: 'POST', url: `/api/subscriptions/${path}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.accessTokenRequired);
    }
  });
});

describe('GET /history', () => {
  it('marks a pending checkout as waiting only while it is the newest and under an hour old (decision 051)', async () => {
    const owner = await newOwner(s.app);
    const rows = async () =>
      ((await call('GET', 'history', owner)).json().data.transactions as Array<Record<string, unknown>>).map(
        ({ reference, status, waiting }) => ({ reference, status, waiting }),
      );
    const { reference: hourOld } = await startCheckout(s.app, owner, 'RISE', 'yearly');
    await s.app.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where('reference', '=', hourOld)
      .execute();
    // The newest, but over an hour old: left. Still listed (abandoned only after 24 h).
    expect(await rows()).toEqual([{ reference: hourOld, status: 'pending', waiting: false }]);

    const { reference: left } = await startCheckout(s.app, owner, 'RISE', 'monthly');
    expect(await rows()).toEqual([
      { reference: left, status: 'pending', waiting: true },
      { reference: hourOld, status: 'pending', waiting: false },
    ]);

    // A newer checkout: the one before it is no longer waiting, however recent.
    const { reference: fresh } = await startCheckout(s.app, owner, 'BLAZE', 'monthly');
    expect(await rows()).toEqual([
      { reference: fresh, status: 'pending', waiting: true },
      { reference: left, status: 'pending', waiting: false },
      { reference: hourOld, status: 'pending', waiting: false },
    ]);
  });

  it('lists the caller’s payments newest first, in GHS, without abandoned or stale pending ones', async () => {
    const owner = await newOwner(s.app);
    const other = await newOwner(s.app);
    await buy(s, other);

    const paid = await buy(s, owner, 'RISE', 'monthly');
    const { reference: failed } = await startCheckout(s.app, owner, 'BLAZE', 'yearly');
    s.paystack.settle(failed, { status: 'failed', gateway_response: 'Declined' });
    await verify(s.app, owner, failed);
    const { reference: abandoned } = await startCheckout(s.app, owner, 'BLAZE', 'monthly');
    await s.app.db.updateTable('payments').set({ status: 'abandoned' }).where('reference', '=', abandoned).execute();
    const { reference: stale } = await startCheckout(s.app, owner, 'RISE', 'yearly');
    await s.app.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('reference', '=', stale)
      .execute();
    const { reference: pending } = await startCheckout(s.app, owner, 'RISE', 'yearly');

    const res = await call('GET', 'history', owner);

    expect(res.statusCode).toBe(200);
    const paidRow = await paymentRow(s.app, paid);
    const failedRow = await paymentRow(s.app, failed);
    const pendingRow = await paymentRow(s.app, pending);
    const iso = (value: Date | number | string) => new Date(ms(value as Date)!).toISOString();
    expect(res.json().data.transactions).toEqual([
      {
        id: pendingRow.id,
        reference: pending,
        description: 'RISE Plan - Yearly',
        plan: 'RISE',
        billingCycle: 'yearly',
        amount: 350,
        currency: 'GHS',
        status: 'pending',
        date: iso(pendingRow.created_at),
        channel: null,
        paymentMethod: null,
        credit: 0,
        kind: 'checkout',
        waiting: true,
      },
      {
        id: failedRow.id,
        reference: failed,
        description: 'BLAZE Plan - Yearly',
        plan: 'BLAZE',
        billingCycle: 'yearly',
        // An upgrade while RISE runs: its unused days are taken off the price.
        amount: 700 - failedRow.credit_pesewas / 100,
        currency: 'GHS',
        status: 'failed',
        date: iso(failedRow.created_at),
        channel: null,
        paymentMethod: null,
        credit: failedRow.credit_pesewas / 100,
        kind: 'checkout',
        waiting: false,
      },
      {
        id: paidRow.id,
        reference: paid,
        description: 'RISE Plan - Monthly',
        plan: 'RISE',
        billingCycle: 'monthly',
        amount: 35,
        currency: 'GHS',
        status: 'completed',
        date: iso(paidRow.paid_at!),
        channel: 'mobile_money',
        paymentMethod: { channel: 'mobile_money', brand: null, last4: '4081' },
        credit: 0,
        kind: 'checkout',
        waiting: false,
      },
    ]);
    expect(failedRow.credit_pesewas).toBeGreaterThan(3000);

    const one = await s.app.inject({
      method: 'GET',
      url: '/api/subscriptions/history?limit=1',
      headers: owner.headers,
    });
    expect(one.json().data.transactions.map((t: { reference: string }) => t.reference)).toEqual([pending]);
  });

  it.each(['0', '101', 'ten'])('refuses limit=%s with 400', async (limit) => {
    const owner = await newOwner(s.app);
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/subscriptions/history?limit=${limit}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: SUBSCRIPTION_MESSAGES.historyLimitRange });
  });

  it('needs a Bearer token', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/subscriptions/history' });
    expect(res.statusCode).toBe(401);
  });
});
