import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { toDate } from '../../db/values';
import type { PaymentProvider } from './payment-provider';
import { deliverWebhook } from './paystack-test-server';
import { startSubscriptionJobs } from './subscription-jobs';
import { subscriptionDeps } from './subscription-deps';
import {
  DAY,
  HOUR,
  runJobsAt,
  buy,
  createPaystackApp,
  newOwner,
  paymentRow,
  processedEvent,
  setPeriod,
  startCheckout,
  subscriptionRows,
  userRow,
  type PaystackApp,
} from './subscriptions.test-support';
import { parseEvent, processEvent, recordEvent } from './webhook-events';

/** The hourly job (api-contract §9): expiry, abandoned payments, webhook retries. Renewals and reminders: renewals.test.ts. */

let s: PaystackApp;
beforeAll(async () => {
  s = await createPaystackApp();
});
afterAll(() => s.close());

const jobs = (now?: Date) => runJobsAt(s.app, now);
const cancel = (headers: { authorization: string }) =>
  s.app.inject({ method: 'POST', url: '/api/subscriptions/cancel', headers });

describe('expiry', () => {
  it('marks ended subscriptions expired and sets users.tier to STARTER; running ones stay', async () => {
    const ended = await newOwner(s.app);
    const endedCanceled = await newOwner(s.app);
    const running = await newOwner(s.app);
    await buy(s, ended, 'BLAZE');
    await buy(s, endedCanceled, 'RISE');
    await cancel(endedCanceled.headers);
    await buy(s, running, 'RISE');
    for (const user of [ended, endedCanceled]) {
      await setPeriod(s.app, user.id, new Date(Date.now() - 31 * DAY), new Date(Date.now() - HOUR));
    }

    const report = await jobs();

    expect(report.expired).toBeGreaterThanOrEqual(2);
    for (const user of [ended, endedCanceled]) {
      expect((await subscriptionRows(s.app, user.id)).map((row) => row.status)).toEqual(['expired']);
      expect(await userRow(s.app, user.id)).toMatchObject({ tier: 'STARTER', tier_expires_at: null });
    }
    expect((await subscriptionRows(s.app, running.id)).map((row) => row.status)).toEqual(['active']);
    expect((await userRow(s.app, running.id)).tier).toBe('RISE');
    const current = await s.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: ended.headers });
    expect(current.statusCode).toBe(404);
  });
});

describe('abandoned payments', () => {
  it('marks payments pending for over 24 h abandoned and leaves younger and settled ones alone', async () => {
    const owner = await newOwner(s.app);
    const { reference: old } = await startCheckout(s.app, owner);
    const { reference: young } = await startCheckout(s.app, owner);
    const paid = await buy(s, owner);
    const age = async (reference: string, ms: number) =>
      s.app.db
        .updateTable('payments')
        .set({ created_at: new Date(Date.now() - ms) })
        .where('reference', '=', reference)
        .execute();
    await age(old, 25 * HOUR);
    await age(young, 23 * HOUR);
    await age(paid, 48 * HOUR);

    await jobs();

    expect((await paymentRow(s.app, old)).status).toBe('abandoned');
    expect((await paymentRow(s.app, young)).status).toBe('pending');
    expect((await paymentRow(s.app, paid)).status).toBe('success');
  });
});

describe('webhook retries', () => {
  it('processes again a charge.success whose re-verify failed because Paystack was down', async () => {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference);
    s.paystack.failWith = 503;
    try {
      const res = await deliverWebhook(s.app, { event: 'charge.success', data: s.paystack.transaction(reference)! });
      expect(res.statusCode).toBe(200);
      expect((await processedEvent(s.app, `charge.success:${reference}`)).status).toBe('failed');
    } finally {
      s.paystack.failWith = undefined;
    }
    expect((await userRow(s.app, owner.id)).tier).toBe('STARTER');

    const report = await jobs();

    expect(report.webhooksRetried).toBeGreaterThanOrEqual(1);
    expect((await processedEvent(s.app, `charge.success:${reference}`)).status).toBe('processed');
    expect((await userRow(s.app, owner.id)).tier).toBe('RISE');
  });
});

describe('webhook events left unfinished', () => {
  /** Records a paid checkout's charge.success as the route does, without processing it. */
  async function recordedChargeSuccess() {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    s.paystack.settle(reference);
    const raw = Buffer.from(JSON.stringify({ event: 'charge.success', data: s.paystack.transaction(reference)! }));
    const eventId = await recordEvent(s.app.db, parseEvent(raw)!, raw);
    return { owner, reference, eventId: eventId! };
  }
  const eventRow = (eventId: string) =>
    s.app.db.selectFrom('webhook_events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();

  it('marks an event failed when its processing throws any error, and the next pass credits it', async () => {
    const { owner, eventId } = await recordedChargeSuccess();
    const broken: PaymentProvider = {
      name: 'paystack',
      initialize: () => Promise.reject(new Error('not used')),
      verify: () => Promise.reject(new TypeError('a bug, not an outage')),
      chargeAuthorization: () => Promise.reject(new Error('not used')),
    };

    await processEvent(subscriptionDeps(s.app, broken), eventId);

    expect(await eventRow(eventId)).toMatchObject({ status: 'failed', processed_at: null });
    expect((await userRow(s.app, owner.id)).tier).toBe('STARTER');

    await jobs();

    expect((await eventRow(eventId)).status).toBe('processed');
    expect((await userRow(s.app, owner.id)).tier).toBe('RISE');
  });

  it('processes an event still received after 10 minutes (the process stopped before it), not a younger one', async () => {
    const stuck = await recordedChargeSuccess();
    const young = await recordedChargeSuccess();
    const receivedAgo = (eventId: string, minutes: number) =>
      s.app.db
        .updateTable('webhook_events')
        .set({ received_at: new Date(Date.now() - minutes * 60_000) })
        .where('id', '=', eventId)
        .execute();
    await receivedAgo(stuck.eventId, 11);
    await receivedAgo(young.eventId, 5);

    await jobs();

    expect((await eventRow(stuck.eventId)).status).toBe('processed');
    expect((await userRow(s.app, stuck.owner.id)).tier).toBe('RISE');
    expect((await eventRow(young.eventId)).status).toBe('received');
    expect((await userRow(s.app, young.owner.id)).tier).toBe('STARTER');
  });
});

describe('public pages', () => {
  it('an expiry empties the owner\'s cached public page, so "Powered by" is back at once', async () => {
    const owner = await newOwner(s.app, { username: 'expiringrise' });
    await buy(s, owner, 'RISE');
    const page = async () => (await s.app.inject({ method: 'GET', url: '/public/expiringrise' })).body;
    expect(await page()).not.toContain('Powered by');
    expect(await page()).not.toContain('Powered by');
    await setPeriod(s.app, owner.id, new Date(Date.now() - 31 * DAY), new Date(Date.now() - HOUR));

    await jobs();

    expect(await page()).toMatch(/Powered by.*SparkLink/);
  });
});

describe('the schedule (decision 023)', () => {
  /** What an hour without a run looks like in the shared schedule. */
  const makeDue = () =>
    s.app.db
      .updateTable('scheduled_jobs')
      .set({ next_run_at: new Date(Date.now() - 1000) })
      .where('name', '=', 'subscriptions')
      .execute();

  async function pendingFor25Hours() {
    const owner = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, owner);
    await s.app.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 25 * HOUR) })
      .where('reference', '=', reference)
      .execute();
    return reference;
  }

  /** Another process on the same database, started now and closed again once ready. */
  async function startAnotherProcess() {
    const other = await buildApp({ config: s.t.config, database: createDatabase(s.t.config.database), logger: false });
    await other.ready();
    // Closing waits for the pass under way, so what it did is visible after.
    await other.close();
  }

  it('a process started within the hour of the last run leaves the pass alone', async () => {
    const reference = await pendingFor25Hours();
    await startAnotherProcess();
    expect((await paymentRow(s.app, reference)).status).toBe('pending');
  });

  it('a process that starts when the pass is due runs it at once, whoever ran the last one', async () => {
    const reference = await pendingFor25Hours();
    await makeDue();
    await startAnotherProcess();
    expect((await paymentRow(s.app, reference)).status).toBe('abandoned');
    const [job] = await s.app.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', 'subscriptions').execute();
    expect(toDate(job!.next_run_at).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it('runs the pass on its interval and stops cleanly', async () => {
    const owner = await newOwner(s.app);
    await buy(s, owner);
    await setPeriod(s.app, owner.id, new Date(Date.now() - 31 * DAY), new Date(Date.now() - HOUR));
    await makeDue();
    const schedule = startSubscriptionJobs(subscriptionDeps(s.app), 20);
    try {
      for (let i = 0; i < 100 && (await userRow(s.app, owner.id)).tier !== 'STARTER'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await schedule.stop();
    }
    expect((await userRow(s.app, owner.id)).tier).toBe('STARTER');
  });
});
