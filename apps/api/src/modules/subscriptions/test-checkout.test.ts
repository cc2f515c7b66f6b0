import { MESSAGES, SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { deliverWebhook } from './paystack-test-server';
import {
  afterVerifyInterval,
  createPaystackApp,
  newOwner,
  paymentRow,
  startCheckout,
  userRow,
  verify,
} from './subscriptions.test-support';

/**
 * The built-in test checkout (decision 016), walked through its real routes: no Paystack key,
 * initialize points at our own page, the page's forms record the outcome and send the browser
 * back to the callback, and verify credits from what was chosen.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;

async function open(user: TestUser) {
  const checkout = await startCheckout(t.app, user, 'RISE', 'monthly');
  return { ...checkout, path: pathOf(checkout.authorizationUrl) };
}

const choose = (path: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('the built-in test checkout', () => {
  it('points initialize at our own page, clearly a test payment, with five script-free forms', async () => {
    const owner = await newOwner(t.app);
    const { reference, authorizationUrl, path } = await open(owner);

    expect(authorizationUrl).toBe(`${t.config.publicOrigin}/api/subscriptions/test-checkout/${reference}`);
    expect((await paymentRow(t.app, reference)).provider).toBe('test');

    const page = await t.app.inject({ method: 'GET', url: path });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain(`<title>${SUBSCRIPTION_MESSAGES.testCheckoutTitle}</title>`);
    expect(page.body).toContain(SUBSCRIPTION_MESSAGES.testCheckoutTitle);
    expect(page.body).toContain('GH₵ 35.00');
    expect(page.body).toContain('Rise (Monthly)');
    expect(page.body).toContain(owner.email);
    expect(page.body).not.toMatch(/<script|\son[a-z]+=/i);
    const forms = [
      ...page.body.matchAll(/<form method="post" action="([^"]+)"><input type="hidden" name="outcome" value="(\w+)">/g),
    ];
    expect(forms.map(([, action, outcome]) => [action, outcome])).toEqual([
      [path, 'pay'],
      [path, 'pay_declining'],
      [path, 'momo'],
      [path, 'fail'],
      [path, 'abandon'],
    ]);
  });

  it('Pay: back to the callback with reference and trxref, then verify credits the plan', async () => {
    const owner = await newOwner(t.app);
    const { reference, path } = await open(owner);

    const paid = await choose(path, 'pay');

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${t.config.appOrigin}/dashboard/subscription?reference=${reference}&trxref=${reference}`,
    );
    const res = await verify(t.app, owner, reference);
    expect(res.json().data).toMatchObject({ status: 'success', message: 'Subscription updated to RISE', tier: 'RISE' });
    expect(await paymentRow(t.app, reference)).toMatchObject({
      status: 'success',
      provider_domain: 'test',
      channel: 'card',
    });
    expect((await userRow(t.app, owner.id)).tier).toBe('RISE');
    // A paid checkout stays paid.
    await choose(path, 'fail');
    expect((await verify(t.app, owner, reference)).json().data.status).toBe('success');
  });

  it('Mobile money waits (pending, mobile_money) until approved on the page, then verify credits it', async () => {
    const owner = await newOwner(t.app);
    const { reference, path } = await open(owner);

    expect((await choose(path, 'momo')).statusCode).toBe(303);
    expect((await verify(t.app, owner, reference)).json().data).toMatchObject({
      status: 'pending',
      pendingChannel: 'mobile_money',
      tier: 'STARTER',
    });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('A mobile money prompt is waiting on the phone.');

    expect((await choose(path, 'approve')).statusCode).toBe(303);
    const res = await afterVerifyInterval(() => verify(t.app, owner, reference));
    expect(res.json().data).toMatchObject({ status: 'success', tier: 'RISE' });
    expect(res.json().data.subscription.renewal).toMatchObject({ mode: 'reminder', canAutoRenew: false });
  });

  it('the test clock renews a card plan, and a card that declines its renewals leaves the plan in its grace', async () => {
    const clock = (owner: TestUser) =>
      t.app.inject({ method: 'POST', url: '/api/subscriptions/test-checkout/end-period', headers: owner.headers });
    const renewing = await newOwner(t.app);
    const first = await open(renewing);
    await choose(first.path, 'pay');
    const before = (await verify(t.app, renewing, first.reference)).json().data.subscription.currentPeriodEnd;
    // The pass runs for every plan ending by then, as the hourly one would: this owner's among them.
    const renewed = (await clock(renewing)).json().data;
    expect(renewed.report.renewed).toBeGreaterThanOrEqual(1);
    expect(renewed.subscription.grace).toBeNull();
    expect(new Date(renewed.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(
      new Date(before).getTime() + 27 * 86_400_000,
    );

    const declining = await newOwner(t.app);
    const second = await open(declining);
    await choose(second.path, 'pay_declining');
    expect((await verify(t.app, declining, second.reference)).json().data.subscription.renewal).toMatchObject({
      mode: 'automatic',
      card: { channel: 'card', brand: 'visa', last4: '4081' },
    });
    const res = await clock(declining);
    expect(res.json().data.report.renewalsFailed).toBeGreaterThanOrEqual(1);
    expect(res.json().data.subscription.grace).toMatchObject({
      failedAttempts: 1,
      lastFailure: 'Declined (test payment)',
    });

    const nobody = await newOwner(t.app);
    const none = await clock(nobody);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(SUBSCRIPTION_MESSAGES.noActiveSubscription);
  });

  it('Fail: verify answers failed with the test decline; paying afterwards still works', async () => {
    const owner = await newOwner(t.app);
    const { reference, path } = await open(owner);

    expect((await choose(path, 'fail')).statusCode).toBe(303);

    expect((await verify(t.app, owner, reference)).json().data).toMatchObject({
      status: 'failed',
      message: 'Declined (test payment)',
      tier: 'STARTER',
    });
    expect((await paymentRow(t.app, reference)).status).toBe('failed');
    await choose(path, 'pay');
    // Verify asks about one reference at most once every few seconds (decision 021).
    expect((await verify(t.app, owner, reference)).json().data.status).toBe('failed');
    expect((await afterVerifyInterval(() => verify(t.app, owner, reference))).json().data.status).toBe('success');
  });

  it('Abandon, or never choosing: verify answers pending and credits nothing', async () => {
    const owner = await newOwner(t.app);
    const untouched = await open(owner);
    const abandoned = await open(owner);

    expect((await choose(abandoned.path, 'abandon')).statusCode).toBe(303);

    for (const { reference } of [untouched, abandoned]) {
      expect((await verify(t.app, owner, reference)).json().data).toMatchObject({
        status: 'pending',
        message: SUBSCRIPTION_MESSAGES.notCompleted,
        tier: 'STARTER',
      });
    }
  });

  it('answers an unknown checkout with 404 and a bad choice with 400, in the JSON envelope like all of /api', async () => {
    const owner = await newOwner(t.app);
    const { path } = await open(owner);
    const notFound = { status: 'ERROR', code: 'NOT_FOUND', message: SUBSCRIPTION_MESSAGES.paymentNotFound };
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/test-checkout/spk-00000000000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);
    const unknownChoice = await choose('/api/subscriptions/test-checkout/spk-0', 'pay');
    expect(unknownChoice.statusCode).toBe(404);
    expect(unknownChoice.json()).toEqual(notFound);
    const badChoice = await choose(path, 'refund');
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: SUBSCRIPTION_MESSAGES.testCheckoutOutcome,
      errors: [{ path: 'outcome', message: SUBSCRIPTION_MESSAGES.testCheckoutOutcome }],
    });
  });

  it('refuses every webhook: without a secret key no signature can be checked', async () => {
    const res = await deliverWebhook(t.app, { event: 'charge.success', data: { reference: 'x' } }, { secret: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'UNAUTHENTICATED',
      message: SUBSCRIPTION_MESSAGES.invalidSignature,
    });
  });
});

describe('with a Paystack key', () => {
  it('has no test checkout at all', async () => {
    const s = await createPaystackApp();
    try {
      const owner = await newOwner(s.app);
      const { reference, authorizationUrl } = await startCheckout(s.app, owner);
      expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
      const page = await s.app.inject({ method: 'GET', url: `/api/subscriptions/test-checkout/${reference}` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.routeNotFound });
    } finally {
      await s.close();
    }
  });
});
