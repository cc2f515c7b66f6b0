import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDate } from '../../db/values';
import { formatDay } from './announcements';
import { addMonths } from './periods';
import { deliverWebhook, REUSABLE_CARD } from './paystack-test-server';
import {
  DAY,
  HOUR,
  runJobsAt,
  buy,
  buyByCard,
  createPaystackApp,
  deliveredMail,
  ms,
  newOwner,
  noticesOf,
  outboxFor,
  setPeriod,
  subscriptionRows,
  userRow,
  type PaystackApp,
} from './subscriptions.test-support';

/** Decision 040: automatic renewal by a kept card, its retries and grace, and reminders to everyone else. */

let s: PaystackApp;
beforeAll(async () => {
  s = await createPaystackApp();
});
afterAll(() => s.close());

const jobs = (now?: Date) => runJobsAt(s.app, now);
const current = async (headers: { authorization: string }) =>
  (await s.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers })).json();
const post = (path: string, headers: { authorization: string }, payload?: object) =>
  s.app.inject({ method: 'POST', url: `/api/subscriptions/${path}`, headers, payload });
const renewalPayments = (userId: string) =>
  s.app.db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'renewal')
    .orderBy('created_at')
    .execute();
const chargesFor = (email: string) => s.paystack.charges.filter((charge) => charge.email === email);

/** A RISE monthly plan paid by card, whose period ends at `end`. */
async function cardOwner(end: Date) {
  const owner = await newOwner(s.app);
  await buyByCard(s, owner);
  await setPeriod(s.app, owner.id, addMonths(end, -1), end);
  return owner;
}

describe('a plan paid by card', () => {
  it('renews automatically with the kept card, whose code is sealed and never shown', async () => {
    const owner = await newOwner(s.app);
    await buyByCard(s, owner, 'RISE', 'yearly');

    const { data } = await current(owner.headers);

    expect(data.renewal).toEqual({
      mode: 'automatic',
      date: data.currentPeriodEnd,
      plan: 'RISE',
      billingCycle: 'yearly',
      amount: 350,
      card: { channel: 'card', brand: 'visa', last4: '4081' },
      canAutoRenew: true,
    });
    expect(data.paymentMethod).toEqual({ channel: 'card', brand: 'visa', last4: '4081' });
    expect(JSON.stringify(data)).not.toContain(REUSABLE_CARD.authorization_code);
    const kept = await s.app.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(kept.authorization_sealed).toMatch(/^v1\./);
    expect(kept.authorization_sealed).not.toContain(REUSABLE_CARD.authorization_code);
  });

  it('Cancel turns automatic renewal off and Reactivate on again', async () => {
    const owner = await newOwner(s.app);
    await buyByCard(s, owner);
    expect((await post('cancel', owner.headers)).statusCode).toBe(200);
    expect((await current(owner.headers)).data.renewal).toMatchObject({ mode: 'reminder', canAutoRenew: true });
    expect((await post('reactivate', owner.headers)).statusCode).toBe(200);
    expect((await current(owner.headers)).data.renewal).toMatchObject({ mode: 'automatic' });
  });

  it('is charged once at the period end, even by two passes at once and a restarted one', async () => {
    const end = new Date(Date.now() + HOUR);
    const owner = await cardOwner(end);

    const reports = await Promise.all([jobs(new Date()), jobs(new Date())]);
    await jobs(new Date()); // a process started afterwards

    expect(reports.map((report) => report.renewed).sort()).toEqual([0, 1]);
    expect(chargesFor(owner.email)).toHaveLength(1);
    expect(chargesFor(owner.email)[0]).toMatchObject({
      amount: 3500,
      currency: 'GHS',
      authorization_code: REUSABLE_CARD.authorization_code,
    });
    const [renewal] = await renewalPayments(owner.id);
    expect(renewal).toMatchObject({ status: 'success', amount_pesewas: 3500, renewal_attempt: 1 });
    expect(ms(renewal!.renewal_for)).toBe(end.getTime());
    const [row] = await subscriptionRows(s.app, owner.id);
    expect(ms(row!.current_period_end)).toBe(addMonths(end, 1).getTime());
    expect((await current(owner.headers)).data.renewal.mode).toBe('automatic');
    expect((await outboxFor(s.app, owner.email)).map((mail) => mail.template)).toEqual([
      'payment_receipt',
      'payment_receipt',
    ]);
    const receipt = (await deliveredMail(s.t, owner.email)).at(-1)!;
    expect(receipt).toContain('Your plan renewed automatically. Thank you.');
    expect(receipt).toContain('Paid with: Visa •••• 4081');
  });

  it('a declined renewal keeps the plan for 3 days, retries after 1 and 2 days with a mail each time, then ends', async () => {
    const end = new Date(Date.now() + HOUR);
    const owner = await cardOwner(end);
    const declined = { status: 'failed', gatewayResponse: 'Insufficient Funds' } as const;
    s.paystack.chargeOutcomes.push(declined, declined, declined);

    await jobs(new Date());

    const grace = new Date(end.getTime() + 3 * DAY);
    let { data } = await current(owner.headers);
    expect(data.grace).toEqual({
      until: grace.toISOString(),
      nextAttemptAt: new Date(end.getTime() + DAY).toISOString(),
      failedAttempts: 1,
      lastFailure: 'Insufficient Funds',
    });
    const failedMail = (await deliveredMail(s.t, owner.email)).at(-1)!;
    expect(failedMail).toContain('Subject: Action needed: we could not renew your SparkLink Rise plan');
    expect(failedMail).toContain(`${s.t.config.appOrigin}/dashboard/subscription?renew=RISE&cycle=monthly`);
    expect(failedMail).toContain('Reason given: Insufficient Funds');
    expect((await noticesOf(s.app, owner.id)).at(-1)).toMatchObject({
      kind: 'renewal_failed',
      title: SUBSCRIPTION_MESSAGES.noticeRenewalFailedTitle,
      body: SUBSCRIPTION_MESSAGES.noticeRenewalFailedBody('Rise', formatDay(grace)),
    });

    // Past the period end, the plan is still there during the grace.
    await jobs(new Date(end.getTime() + 2 * HOUR));
    expect(chargesFor(owner.email)).toHaveLength(1);
    expect((await userRow(s.app, owner.id)).tier).toBe('RISE');
    expect((await current(owner.headers)).data.currentPlan).toBe('RISE');

    await jobs(new Date(end.getTime() + DAY + HOUR));
    await jobs(new Date(end.getTime() + 2 * DAY + HOUR));
    expect(chargesFor(owner.email)).toHaveLength(3);
    ({ data } = await current(owner.headers));
    expect(data.grace).toMatchObject({ failedAttempts: 3, nextAttemptAt: null });
    expect((await outboxFor(s.app, owner.email)).filter((m) => m.template === 'renewal_failed')).toHaveLength(3);

    const report = await jobs(new Date(grace.getTime() + HOUR));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await userRow(s.app, owner.id)).tier).toBe('STARTER');
    expect((await current(owner.headers)).message).toBe(SUBSCRIPTION_MESSAGES.noActiveSubscription);
    expect((await noticesOf(s.app, owner.id)).at(-1)).toMatchObject({
      kind: 'plan_ended',
      body: SUBSCRIPTION_MESSAGES.noticeEndedBody('Rise'),
    });
  });

  it('a retry that goes through adds the period after the old end and clears the grace', async () => {
    const end = new Date(Date.now() + HOUR);
    const owner = await cardOwner(end);
    s.paystack.chargeOutcomes.push({ status: 'failed', gatewayResponse: 'Declined' });

    await jobs(new Date());
    await jobs(new Date(end.getTime() + DAY + HOUR));

    const [row] = await subscriptionRows(s.app, owner.id);
    expect(ms(row!.current_period_end)).toBe(addMonths(end, 1).getTime());
    expect(row).toMatchObject({ grace_until: null, renewal_attempts: 0 });
    expect((await renewalPayments(owner.id)).map((p) => [p.renewal_attempt, p.status])).toEqual([
      [1, 'failed'],
      [2, 'success'],
    ]);
  });

  it('a charge that waits on the owner (send_otp) is asked about before trying again, and never charged twice', async () => {
    const end = new Date(Date.now() + HOUR);
    const owner = await cardOwner(end);
    s.paystack.chargeOutcomes.push({ status: 'send_otp' });

    await jobs(new Date());
    const [waiting] = await renewalPayments(owner.id);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect((await current(owner.headers)).data.grace).toMatchObject({ failedAttempts: 1 });

    // The owner confirmed with their bank meanwhile; Paystack's webhook is late.
    s.paystack.settle(waiting!.reference, { channel: 'card', authorization: { ...REUSABLE_CARD } });
    await jobs(new Date(end.getTime() + DAY + HOUR));

    expect(chargesFor(owner.email)).toHaveLength(1);
    const [row] = await subscriptionRows(s.app, owner.id);
    expect(ms(row!.current_period_end)).toBe(addMonths(end, 1).getTime());
    expect(row!.grace_until).toBeNull();
    // The webhook arriving afterwards changes nothing.
    const res = await deliverWebhook(s.app, {
      event: 'charge.success',
      data: s.paystack.transaction(waiting!.reference)!,
    });
    expect(res.statusCode).toBe(200);
    expect(ms((await subscriptionRows(s.app, owner.id))[0]!.current_period_end)).toBe(addMonths(end, 1).getTime());
  });

  it('renews into the lower plan the owner scheduled, from the period end', async () => {
    const end = new Date(Date.now() + HOUR);
    const owner = await newOwner(s.app);
    await buyByCard(s, owner, 'BLAZE', 'monthly');
    await setPeriod(s.app, owner.id, addMonths(end, -1), end);

    const scheduled = await post('scheduled-change', owner.headers, { plan: 'RISE', billingCycle: 'yearly' });
    expect(scheduled.json()).toMatchObject({
      message: SUBSCRIPTION_MESSAGES.changeScheduled('Rise', formatDay(end)),
      data: {
        subscription: {
          scheduledChange: { plan: 'RISE', billingCycle: 'yearly', effectiveAt: end.toISOString(), price: 350 },
          renewal: { mode: 'automatic', plan: 'RISE', billingCycle: 'yearly', amount: 350 },
        },
      },
    });

    await jobs(new Date());

    expect(chargesFor(owner.email)).toEqual([expect.objectContaining({ amount: 35000 })]);
    const [row] = await subscriptionRows(s.app, owner.id);
    expect(row).toMatchObject({ tier: 'RISE', billing_cycle: 'yearly', scheduled_tier: null });
    expect(ms(row!.current_period_start)).toBe(end.getTime());
    expect(ms(row!.current_period_end)).toBe(addMonths(end, 12).getTime());
  });
});

describe('scheduled changes', () => {
  it('are cancellable until the end, and only ever lower or another cycle', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner, 'RISE', 'monthly');

    const higher = await post('scheduled-change', owner.headers, { plan: 'BLAZE', billingCycle: 'monthly' });
    expect(higher.statusCode).toBe(409);
    expect(higher.json().message).toBe(SUBSCRIPTION_MESSAGES.changeNotLower);
    const same = await post('scheduled-change', owner.headers, { plan: 'RISE', billingCycle: 'monthly' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(SUBSCRIPTION_MESSAGES.changeIsCurrent);
    const bad = await post('scheduled-change', owner.headers, { plan: 'STARTER', billingCycle: 'monthly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SUBSCRIPTION_MESSAGES.invalidPlan);

    expect((await post('scheduled-change', owner.headers, { plan: 'RISE', billingCycle: 'yearly' })).statusCode).toBe(
      200,
    );
    const undo = await s.app.inject({
      method: 'DELETE',
      url: '/api/subscriptions/scheduled-change',
      headers: owner.headers,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toBe(SUBSCRIPTION_MESSAGES.changeCancelled);
    expect(undo.json().data.subscription.scheduledChange).toBeNull();
    const again = await s.app.inject({
      method: 'DELETE',
      url: '/api/subscriptions/scheduled-change',
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUBSCRIPTION_MESSAGES.noScheduledChange);
  });

  it('answer 404 without a running subscription', async () => {
    const owner = await newOwner(s.app);
    const res = await post('scheduled-change', owner.headers, { plan: 'RISE', billingCycle: 'yearly' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.noActiveSubscription);
  });
});

describe('reminders', () => {
  it('go 7 days and 1 day before and on the day, once each, to every plan that will not renew by itself', async () => {
    const end = new Date(Date.UTC(2031, 4, 20, 15, 0));
    const mobileMoney = await newOwner(s.app);
    await buy(s, mobileMoney, 'RISE', 'yearly');
    const cancelledCard = await newOwner(s.app);
    await buyByCard(s, cancelledCard);
    await post('cancel', cancelledCard.headers);
    const renewing = await newOwner(s.app);
    await buyByCard(s, renewing);
    for (const owner of [mobileMoney, cancelledCard, renewing]) {
      await setPeriod(s.app, owner.id, addMonths(end, -1), end);
    }

    for (const at of [
      end.getTime() - 8 * DAY, // too early
      end.getTime() - 7 * DAY + HOUR,
      end.getTime() - 6 * DAY, // the 7-day reminder went already
      end.getTime() - DAY + HOUR,
      Date.UTC(2031, 4, 20, 0, 30), // the day it ends
      Date.UTC(2031, 4, 20, 9, 0),
    ]) {
      await jobs(new Date(at));
    }

    for (const owner of [mobileMoney, cancelledCard]) {
      const mails = (await deliveredMail(s.t, owner.email)).filter((mail) => mail.includes('expires'));
      expect(mails.map((mail) => /^Subject: (.*)$/m.exec(mail)![1])).toEqual([
        `Your SparkLink Rise plan expires on ${formatDay(end)}`,
        'Your SparkLink Rise plan expires tomorrow',
        'Your SparkLink Rise plan expires today',
      ]);
      expect(mails[0]).toContain(`${s.t.config.appOrigin}/dashboard/subscription?renew=RISE&cycle=`);
      const notices = (await noticesOf(s.app, owner.id)).filter((notice) => notice.kind === 'plan_reminder');
      expect(notices).toHaveLength(3);
    }
    expect(await outboxFor(s.app, renewing.email).then((rows) => rows.map((row) => row.template))).toEqual([
      'payment_receipt',
    ]);
  });
});

describe('the verify of a mobile money payment still waiting for approval', () => {
  it('answers pending with how it waits, and the webhook credits it later', async () => {
    const owner = await newOwner(s.app);
    const start = await post('initialize', owner.headers, { plan: 'RISE', billingCycle: 'monthly' });
    const { reference } = start.json().data;
    s.paystack.settle(reference, { status: 'pending', channel: 'mobile_money' });

    const waiting = await s.app.inject({
      method: 'GET',
      url: `/api/subscriptions/verify/${reference}`,
      headers: owner.headers,
    });
    expect(waiting.json().data).toMatchObject({ status: 'pending', pendingChannel: 'mobile_money', tier: 'STARTER' });

    s.paystack.settle(reference, { channel: 'mobile_money' });
    await deliverWebhook(s.app, { event: 'charge.success', data: s.paystack.transaction(reference)! });
    await s.app.outbox.idle();
    for (let i = 0; i < 100 && (await userRow(s.app, owner.id)).tier !== 'RISE'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await userRow(s.app, owner.id)).tier).toBe('RISE');
    expect(toDate((await userRow(s.app, owner.id)).tier_expires_at!).getTime()).toBeGreaterThan(Date.now());
  });
});
