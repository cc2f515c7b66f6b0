import { MESSAGES, PLANS, SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from './announcements';
import { addMonths } from './periods';
import {
  afterVerifyInterval,
  buy,
  createPaystackApp,
  deliveredMail,
  ms,
  newOwner,
  noticesOf,
  outboxFor,
  paymentRow,
  setPeriod,
  startCheckout,
  subscriptionRows,
  userRow,
  verify,
  type PaystackApp,
} from './subscriptions.test-support';

/** api-contract §9 Verify: every outcome row, the checks before a credit, and the period arithmetic. */

let s: PaystackApp;
beforeAll(async () => {
  s = await createPaystackApp();
});
afterAll(() => s.close());

const me = async (token: { authorization: string }) =>
  (await s.app.inject({ method: 'GET', url: '/api/auth/me', headers: token })).json().data.user;

describe('verify: credited', () => {
  it('empties the owner\'s cached public page, so "Powered by" goes at once', async () => {
    const owner = await newOwner(s.app, { username: 'upgrading' });
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference);
    // Cached after the checkout began (its POST emptied the cache), before the credit.
    const page = async () => (await s.app.inject({ method: 'GET', url: '/public/upgrading' })).body;
    expect(await page()).toMatch(/Powered by.*SparkLink/);
    expect(await page()).toMatch(/Powered by.*SparkLink/);

    expect((await verify(s.app, owner, reference)).json().data.status).toBe('success');

    expect(await page()).not.toContain('Powered by');
  });

  it('credits a paid RISE month: success, the period, users.tier, /auth/me, the receipt and the notice', async () => {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner, 'RISE', 'monthly');
    s.paystack.settle(reference);
    const before = Date.now();

    const res = await verify(s.app, owner, reference);

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('SUCCESS');
    expect(body.data).toMatchObject({
      status: 'success',
      message: 'Subscription updated to RISE',
      reference,
      tier: 'RISE',
      subscription: {
        currentPlan: 'RISE',
        tier: 'RISE',
        status: 'active',
        billingCycle: 'monthly',
        cancelAtPeriodEnd: false,
      },
    });
    const { subscription } = body.data;
    expect(subscription.planDetails).toEqual(PLANS.RISE);
    expect(subscription.plan).toEqual(PLANS.RISE);
    expect(subscription.expiresAt).toBe(subscription.currentPeriodEnd);
    expect(body.data.expiresAt).toBe(subscription.currentPeriodEnd);
    expect(subscription.subscriptionData).toEqual({
      transactionRef: reference,
      status: 'active',
      startDate: subscription.currentPeriodStart,
      billingCycle: 'monthly',
    });
    const start = new Date(subscription.currentPeriodStart);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(subscription.currentPeriodEnd).toBe(addMonths(start, 1).toISOString());
    // Nothing of Paystack's authorization code ever leaves; the method is named by its last digits only.
    expect(res.body).not.toContain('AUTH_');
    expect(subscription.paymentMethod).toEqual({ channel: 'mobile_money', brand: null, last4: '4081' });

    const payment = await paymentRow(s.app, reference);
    expect(payment).toMatchObject({
      status: 'success',
      provider: 'paystack',
      provider_domain: 'test',
      channel: 'mobile_money',
    });
    expect(payment.applied_at).not.toBeNull();
    expect(payment.paid_at).not.toBeNull();
    const user = await userRow(s.app, owner.id);
    expect(user.tier).toBe('RISE');
    expect(ms(user.tier_expires_at)).toBe(Date.parse(subscription.currentPeriodEnd));
    expect(await me(owner.headers)).toMatchObject({
      subscription: 'RISE',
      subscriptionExpiresAt: subscription.currentPeriodEnd,
    });

    const [mail] = await outboxFor(s.app, owner.email);
    expect(mail?.template).toBe('payment_receipt');
    const [receipt] = await deliveredMail(s.t, owner.email);
    expect(receipt).toContain('Subject: Your SparkLink receipt: Rise plan');
    for (const line of [
      'Plan: Rise (Monthly)',
      'Amount paid: GH₵ 35.00',
      `Paid on: ${formatDay(new Date())}`,
      `Active until: ${formatDay(new Date(subscription.currentPeriodEnd))}`,
      `Reference: ${reference}`,
      `${s.t.config.appOrigin}/dashboard/subscription`,
    ]) {
      expect(receipt).toContain(line);
    }
    const notices = await noticesOf(s.app, owner.id);
    expect(notices.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['payment_received', SUBSCRIPTION_MESSAGES.noticePaymentTitle, '/dashboard/subscription'],
    ]);
  });

  it('answers a replayed verify with success and credits nothing again, without asking Paystack', async () => {
    const owner = await newOwner(s.app);
    const reference = await buy(s, owner);
    const calls = s.paystack.verifyCalls.get(reference);
    const [before] = await subscriptionRows(s.app, owner.id);

    const again = await verify(s.app, owner, reference);

    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      status: 'success',
      message: 'Subscription updated to RISE',
      tier: 'RISE',
    });
    expect(s.paystack.verifyCalls.get(reference)).toBe(calls);
    expect(await subscriptionRows(s.app, owner.id)).toEqual([before]);
    expect(await outboxFor(s.app, owner.email)).toHaveLength(1);
  });

  it('sends no receipt when e-mail notifications are off, but still leaves the notice', async () => {
    const owner = await newOwner(s.app);
    const off = await s.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: owner.headers,
      payload: { notifications: { email: false } },
    });
    expect(off.statusCode).toBe(200);
    await buy(s, owner, 'BLAZE', 'yearly');
    expect(await outboxFor(s.app, owner.email)).toEqual([]);
    expect((await noticesOf(s.app, owner.id)).map((n) => n.kind)).toEqual(['payment_received']);
  });
});

describe('verify: not credited', () => {
  it.each(['ongoing', 'pending', 'abandoned'])('Paystack %s → pending, nothing changes', async (status) => {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference, { status });

    const res = await verify(s.app, owner, reference);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'pending',
      message: SUBSCRIPTION_MESSAGES.notCompleted,
      reference,
      tier: 'STARTER',
      expiresAt: null,
      subscription: null,
      pendingChannel: null,
      declined: false,
    });
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'pending', applied_at: null });
    expect((await userRow(s.app, owner.id)).tier).toBe('STARTER');
  });

  it.each([
    ['failed', 'Declined', 'Declined', true],
    ['failed', null, SUBSCRIPTION_MESSAGES.paymentFailed, true],
    ['reversed', 'Reversed by the bank', 'Reversed by the bank', false],
  ])('Paystack %s (gateway_response %s) → failed with its message', async (status, gateway, message, declined) => {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference, { status, gateway_response: gateway });

    const res = await verify(s.app, owner, reference);

    expect(res.statusCode).toBe(200);
    // Only a charge Paystack reports failed was declined: nothing was charged.
    expect(res.json().data).toMatchObject({ status: 'failed', message, tier: 'STARTER', subscription: null, declined });
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'failed', applied_at: null });
    expect(await subscriptionRows(s.app, owner.id)).toEqual([]);
  });

  it.each([
    ['an amount below the plan', { amount: 100 }, SUBSCRIPTION_MESSAGES.amountMismatch],
    ['an amount above the plan', { amount: 350_000 }, SUBSCRIPTION_MESSAGES.amountMismatch],
    ['another currency', { currency: 'NGN' }, SUBSCRIPTION_MESSAGES.amountMismatch],
    ['a live transaction outside production', { domain: 'live' }, SUBSCRIPTION_MESSAGES.paymentFailed],
    ['another reference', { reference: 'spk-someone-else' }, SUBSCRIPTION_MESSAGES.paymentFailed],
  ])('a success with %s is not credited: failed, marked for review', async (_name, changes, message) => {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference, changes);

    const res = await verify(s.app, owner, reference);

    expect(res.statusCode).toBe(200);
    // Paid but not credited: not a decline, the money may have been taken.
    expect(res.json().data).toMatchObject({
      status: 'failed',
      message,
      tier: 'STARTER',
      subscription: null,
      declined: false,
    });
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'failed', applied_at: null });
    expect(await subscriptionRows(s.app, owner.id)).toEqual([]);
    expect((await userRow(s.app, owner.id)).tier).toBe('STARTER');
    expect(await outboxFor(s.app, owner.email)).toEqual([]);
  });

  it("answers another account's reference, and an unknown one, with 404 Payment not found", async () => {
    const owner = await newOwner(s.app);
    const intruder = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference);
    const notFound = { status: 'ERROR', code: 'NOT_FOUND', message: SUBSCRIPTION_MESSAGES.paymentNotFound };

    const theirs = await verify(s.app, intruder, reference);
    const unknown = await verify(s.app, intruder, 'spk-0123456789abcdef0123456789abcdef');

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(notFound);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);
    expect(s.paystack.verifyCalls.get(reference)).toBeUndefined();
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'pending', applied_at: null });
    expect((await userRow(s.app, intruder.id)).tier).toBe('STARTER');
  });

  // Over 100 characters the router itself refuses the path (Fastify's maxParamLength).
  it('refuses a reference outside Paystack’s alphabet with 400', async () => {
    const owner = await newOwner(s.app);
    for (const reference of ['spk_abc', 'x%20y', 'a%2Fb']) {
      const res = await verify(s.app, owner, reference);
      expect(res.statusCode, reference).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: SUBSCRIPTION_MESSAGES.invalidReference,
        errors: [{ path: 'reference', message: SUBSCRIPTION_MESSAGES.invalidReference }],
      });
    }
  });

  it('answers 502 when Paystack cannot be reached, and credits once it can', async () => {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference);
    s.paystack.failWith = 503;
    try {
      const res = await verify(s.app, owner, reference);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'UPSTREAM_ERROR',
        message: SUBSCRIPTION_MESSAGES.verifyUnreachable,
      });
    } finally {
      s.paystack.failWith = undefined;
    }
    // Paystack was asked a moment ago: still pending until the interval has passed (decision 021).
    expect((await verify(s.app, owner, reference)).json().data.status).toBe('pending');
    expect((await afterVerifyInterval(() => verify(s.app, owner, reference))).json().data.status).toBe('success');
  });

  it('needs a Bearer token', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/subscriptions/verify/spk-abc' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.accessTokenRequired);
  });
});

describe('verify: what a credit does to the period', () => {
  it('the same tier adds the new period after the current end (yearly: 12 months)', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner, 'RISE', 'monthly');
    const [first] = await subscriptionRows(s.app, owner.id);
    const firstEnd = new Date(ms(first!.current_period_end)!);

    const second = await buy(s, owner, 'RISE', 'yearly');

    const rows = await subscriptionRows(s.app, owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first!.id);
    expect(ms(rows[0]!.current_period_start)).toBe(ms(first!.current_period_start));
    expect(ms(rows[0]!.current_period_end)).toBe(addMonths(firstEnd, 12).getTime());
    expect(rows[0]).toMatchObject({ billing_cycle: 'yearly', status: 'active' });
    expect(rows[0]!.last_payment_id).toBe((await paymentRow(s.app, second)).id);
    expect(ms((await userRow(s.app, owner.id)).tier_expires_at)).toBe(addMonths(firstEnd, 12).getTime());
  });

  it('a higher tier starts now, with the credit it could not take as extra days; the lower period ends as expired', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner, 'RISE', 'yearly');
    const before = Date.now();

    const reference = await buy(s, owner, 'BLAZE', 'monthly');

    const rows = await subscriptionRows(s.app, owner.id);
    expect(rows.map((row) => [row.tier, row.status])).toEqual([
      ['RISE', 'expired'],
      ['BLAZE', 'active'],
    ]);
    const start = ms(rows[1]!.current_period_start)!;
    expect(start).toBeGreaterThanOrEqual(before - 5);
    // A year of RISE (GH₵350) unused is worth more than a month of BLAZE (GH₵70): GH₵69 off, the rest as days.
    const payment = await paymentRow(s.app, reference);
    expect(payment).toMatchObject({ amount_pesewas: 100, credit_pesewas: 6900 });
    expect(payment.bonus_days).toBeGreaterThanOrEqual(118);
    expect(ms(rows[1]!.current_period_end)).toBe(
      addMonths(new Date(start), 1).getTime() + payment.bonus_days * 86_400_000,
    );
    expect(await me(owner.headers)).toMatchObject({ subscription: 'BLAZE' });
  });

  it('renewing a cancelled plan of the same tier makes it active again, after its end', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner, 'RISE', 'monthly');
    expect(
      (await s.app.inject({ method: 'POST', url: '/api/subscriptions/cancel', headers: owner.headers })).statusCode,
    ).toBe(200);
    const [canceled] = await subscriptionRows(s.app, owner.id);

    await buy(s, owner, 'RISE', 'monthly');

    const [row] = await subscriptionRows(s.app, owner.id);
    expect(row).toMatchObject({ status: 'active', canceled_at: null });
    expect(row!.cancel_at_period_end === false || row!.cancel_at_period_end === 0).toBe(true);
    expect(ms(row!.current_period_end)).toBe(addMonths(new Date(ms(canceled!.current_period_end)!), 1).getTime());
  });

  it('a subscription whose period has ended (before the hourly job) is replaced by a new period from now', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner, 'BLAZE', 'monthly');
    await setPeriod(s.app, owner.id, new Date(Date.now() - 40 * 86_400_000), new Date(Date.now() - 60_000));
    expect(await me(owner.headers)).toMatchObject({ subscription: 'STARTER', subscriptionExpiresAt: null });

    // A lower tier is fine now: the BLAZE period is over.
    await buy(s, owner, 'RISE', 'monthly');

    const rows = await subscriptionRows(s.app, owner.id);
    expect(rows.map((row) => [row.tier, row.status])).toEqual([
      ['BLAZE', 'expired'],
      ['RISE', 'active'],
    ]);
    expect(await me(owner.headers)).toMatchObject({ subscription: 'RISE' });
  });

  it('a lower tier paid while a higher one runs is kept unapplied (409 message), and credited once that period is over', async () => {
    const owner = await newOwner(s.app);
    // The RISE checkout was opened before BLAZE was bought, so initialize could not refuse it.
    const { reference } = await startCheckout(s.app, owner, 'RISE', 'monthly');
    await buy(s, owner, 'BLAZE', 'monthly');
    s.paystack.settle(reference);

    const res = await verify(s.app, owner, reference);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'failed',
      message: SUBSCRIPTION_MESSAGES.noDowngradeMidPeriod,
      tier: 'BLAZE',
    });
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'success', applied_at: null });
    expect((await subscriptionRows(s.app, owner.id)).map((row) => [row.tier, row.status])).toEqual([
      ['BLAZE', 'active'],
    ]);

    await setPeriod(s.app, owner.id, new Date(Date.now() - 40 * 86_400_000), new Date(Date.now() - 60_000));
    const later = await verify(s.app, owner, reference);
    expect(later.json().data).toMatchObject({ status: 'success', tier: 'RISE' });
    expect((await paymentRow(s.app, reference)).applied_at).not.toBeNull();
  });
});
