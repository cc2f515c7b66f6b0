import { MESSAGES, PLANS, SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers/factories';
import { buy, createPaystackApp, newOwner, paymentRow, type PaystackApp } from './subscriptions.test-support';

/** api-contract §9 plans and Initialize. */

let s: PaystackApp;
beforeAll(async () => {
  s = await createPaystackApp();
});
afterAll(() => s.close());

const initialize = (user: TestUser, payload: unknown) =>
  s.app.inject({
    method: 'POST',
    url: '/api/subscriptions/initialize',
    headers: user.headers,
    payload: payload as object,
  });

const paymentsOf = (userId: string) =>
  s.app.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();

describe('GET /api/subscriptions/plans', () => {
  it('answers every plan keyed by tier, without a token', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', data: { plans: PLANS, testCheckout: false } });
  });
});

describe('POST /api/subscriptions/initialize', () => {
  it('creates a pending payment under our own reference and starts Paystack’s checkout', async () => {
    const owner = await newOwner(s.app);

    const res = await initialize(owner, { plan: 'RISE', billingCycle: 'monthly' });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'SUCCESS', message: SUBSCRIPTION_MESSAGES.paymentInitialized });
    const { reference, authorizationUrl, accessCode } = body.data;
    expect(body.data).toEqual({
      authorizationUrl,
      reference,
      accessCode,
      amount: 35,
      currency: 'GHS',
      price: 35,
      credit: 0,
    });
    expect(reference).toMatch(/^spk-[0-9a-f]{32}$/);
    expect(authorizationUrl).toBe(`https://checkout.paystack.com/${accessCode}`);

    const payment = await paymentRow(s.app, reference);
    expect(payment).toMatchObject({
      user_id: owner.id,
      provider: 'paystack',
      tier: 'RISE',
      billing_cycle: 'monthly',
      amount_pesewas: 3500,
      currency: 'GHS',
      status: 'pending',
      applied_at: null,
    });
    expect(s.paystack.initialized.at(-1)).toEqual({
      email: owner.email,
      amount: 3500,
      currency: 'GHS',
      reference,
      callback_url: `${s.t.config.appOrigin}/dashboard/subscription`,
      channels: ['card', 'mobile_money'],
      metadata: { userId: owner.id, plan: 'RISE', billingCycle: 'monthly', paymentId: payment.id },
    });
  });

  it.each([
    ['RISE', 'yearly', 35_000, 350],
    ['BLAZE', 'monthly', 7_000, 70],
    ['BLAZE', 'yearly', 70_000, 700],
  ])('asks %s %s for %i pesewas and answers GH₵ %i', async (plan, billingCycle, pesewas, cedi) => {
    const owner = await newOwner(s.app);
    const res = await initialize(owner, { plan, billingCycle });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amount).toBe(cedi);
    expect(s.paystack.initialized.at(-1)!.amount).toBe(pesewas);
    expect((await paymentRow(s.app, res.json().data.reference)).amount_pesewas).toBe(pesewas);
  });

  it.each([
    ['no body', undefined, SUBSCRIPTION_MESSAGES.invalidPlan, 'plan'],
    ['no plan', { billingCycle: 'monthly' }, SUBSCRIPTION_MESSAGES.invalidPlan, 'plan'],
    ['an unknown plan', { plan: 'GOLD', billingCycle: 'monthly' }, SUBSCRIPTION_MESSAGES.invalidPlan, 'plan'],
    ['a lowercase plan', { plan: 'rise', billingCycle: 'monthly' }, SUBSCRIPTION_MESSAGES.invalidPlan, 'plan'],
    ['no billing cycle', { plan: 'RISE' }, SUBSCRIPTION_MESSAGES.invalidBillingCycle, 'billingCycle'],
    [
      'a weekly cycle',
      { plan: 'RISE', billingCycle: 'weekly' },
      SUBSCRIPTION_MESSAGES.invalidBillingCycle,
      'billingCycle',
    ],
    ['the Starter plan', { plan: 'STARTER', billingCycle: 'monthly' }, SUBSCRIPTION_MESSAGES.starterIsFree, 'plan'],
  ])('refuses %s with 400 and creates no payment', async (_name, payload, message, path) => {
    const owner = await newOwner(s.app);
    const res = await initialize(owner, payload);
    expect(res.statusCode).toBe(400);
    // The first failing field decides the message; every failing field is listed.
    expect(res.json()).toMatchObject({ status: 'ERROR', code: 'VALIDATION_ERROR', message });
    expect(res.json().errors[0]).toEqual({ path, message });
    expect(await paymentsOf(owner.id)).toEqual([]);
  });

  it('refuses a lower paid tier while a higher one runs with 409, and allows the same or a higher one', async () => {
    const blaze = await newOwner(s.app);
    await buy(s, blaze, 'BLAZE', 'monthly');
    const before = await paymentsOf(blaze.id);

    const lower = await initialize(blaze, { plan: 'RISE', billingCycle: 'yearly' });

    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toEqual({
      status: 'ERROR',
      code: 'CONFLICT',
      message: SUBSCRIPTION_MESSAGES.noDowngradeMidPeriod,
    });
    expect(await paymentsOf(blaze.id)).toEqual(before);
    expect((await initialize(blaze, { plan: 'BLAZE', billingCycle: 'yearly' })).statusCode).toBe(200);

    const rise = await newOwner(s.app);
    await buy(s, rise, 'RISE', 'monthly');
    expect((await initialize(rise, { plan: 'BLAZE', billingCycle: 'monthly' })).statusCode).toBe(200);
  });

  it('answers 502 when Paystack fails, and keeps the never-started payment out of the history', async () => {
    const owner = await newOwner(s.app);
    s.paystack.failWith = 500;
    let res;
    try {
      res = await initialize(owner, { plan: 'RISE', billingCycle: 'monthly' });
    } finally {
      s.paystack.failWith = undefined;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'UPSTREAM_ERROR',
      message: SUBSCRIPTION_MESSAGES.initializeFailed,
    });
    expect((await paymentsOf(owner.id)).map((p) => p.status)).toEqual(['abandoned']);
    const history = await s.app.inject({ method: 'GET', url: '/api/subscriptions/history', headers: owner.headers });
    expect(history.json().data.transactions).toEqual([]);
  });

  it('allows 10 checkouts an hour per user, then 429 with Retry-After', async () => {
    const owner = await newOwner(s.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await initialize(owner, { plan: 'RISE', billingCycle: 'monthly' })).statusCode).toBe(200);
    }
    const over = await initialize(owner, { plan: 'RISE', billingCycle: 'monthly' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 'ERROR', code: 'RATE_LIMITED', message: MESSAGES.rateLimited });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await paymentsOf(owner.id)).toHaveLength(10);
    // Another owner is not held back.
    expect((await initialize(await newOwner(s.app), { plan: 'RISE', billingCycle: 'monthly' })).statusCode).toBe(200);
  });

  it('needs a Bearer token', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/subscriptions/initialize',
      payload: { plan: 'RISE', billingCycle: 'monthly' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.accessTokenRequired);
  });
});

describe('where the payment returns (decision 040)', () => {
  const olderClient = 'https://old-dashboard.sparklink.test';
  let o: PaystackApp;
  beforeAll(async () => {
    o = await createPaystackApp({ CORS_ORIGINS: olderClient });
  });
  afterAll(() => o.close());

  const start = async (origin: string | undefined) => {
    const owner = await newOwner(o.app);
    const res = await o.app.inject({
      method: 'POST',
      url: '/api/subscriptions/initialize',
      headers: { ...owner.headers, ...(origin ? { origin } : {}) },
      payload: { plan: 'RISE', billingCycle: 'monthly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return o.paystack.initialized.at(-1)!.callback_url;
  };

  it('is the client that started it when that origin is one of CORS_ORIGINS', async () => {
    expect(await start(olderClient)).toBe(`${olderClient}/dashboard/subscription`);
  });

  it('is APP_ORIGIN for any other origin, or none', async () => {
    expect(await start('https://evil.example')).toBe(`${o.t.config.appOrigin}/dashboard/subscription`);
    expect(await start(undefined)).toBe(`${o.t.config.appOrigin}/dashboard/subscription`);
  });
});
