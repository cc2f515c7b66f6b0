import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BillingCycle, PaidTier } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { createUser, type TestUser, type UserOptions } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { REUSABLE_CARD, startFakePaystack, type FakePaystack } from './paystack-test-server';
import { runSubscriptionJobs } from './subscription-jobs';
import { subscriptionDeps } from './subscription-deps';
import { VERIFY_INTERVAL_MS } from './verify-gate';

/** Test support for the subscription suites: an app wired to the local Paystack, and the usual steps. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The hourly pass as of `now`, with fresh deps each call, as a separate (or restarted) process builds them. */
export const runJobsAt = (app: FastifyInstance, now = new Date()) => runSubscriptionJobs(subscriptionDeps(app), now);

export interface PaystackApp {
  t: TestApp;
  app: FastifyInstance;
  paystack: FakePaystack;
  close(): Promise<void>;
}

export async function createPaystackApp(env: Record<string, string> = {}): Promise<PaystackApp> {
  const paystack = await startFakePaystack();
  const t = await createTestApp({ ...paystack.env, ...env });
  return {
    t,
    app: t.app,
    paystack,
    async close() {
      await t.close();
      await paystack.stop();
    },
  };
}

export const newOwner = (app: FastifyInstance, options: UserOptions = {}) => createUser(app, options);

/** POST /initialize that must succeed; the answer's data. */
export async function startCheckout(
  app: FastifyInstance,
  user: TestUser,
  plan: PaidTier = 'RISE',
  billingCycle: BillingCycle = 'monthly',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/initialize',
    headers: user.headers,
    payload: { plan, billingCycle },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { authorizationUrl: string; reference: string; accessCode: string; amount: number };
}

export const verify = (app: FastifyInstance, user: TestUser, reference: string) =>
  app.inject({ method: 'GET', url: `/api/subscriptions/verify/${reference}`, headers: user.headers });

/** Starts a checkout, has Paystack report it paid, and verifies it: the common way to a running plan. */
export async function buy(
  s: PaystackApp,
  user: TestUser,
  plan: PaidTier = 'RISE',
  billingCycle: BillingCycle = 'monthly',
) {
  const { reference } = await startCheckout(s.app, user, plan, billingCycle);
  s.paystack.settle(reference);
  const res = await verify(s.app, user, reference);
  expect(res.json().data.status, res.body).toBe('success');
  return reference;
}

/** Pays by a reusable card (Visa •••• 4081): the plan renews automatically from then on (decision 040). */
export async function buyByCard(
  s: PaystackApp,
  user: TestUser,
  plan: PaidTier = 'RISE',
  billingCycle: BillingCycle = 'monthly',
) {
  const { reference } = await startCheckout(s.app, user, plan, billingCycle);
  s.paystack.settle(reference, { channel: 'card', authorization: { ...REUSABLE_CARD } });
  const res = await verify(s.app, user, reference);
  expect(res.json().data.status, res.body).toBe('success');
  return reference;
}

/** Runs `step` with the clock moved past the verify interval: Paystack may be asked again (decision 021). */
export async function afterVerifyInterval<T>(step: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + VERIFY_INTERVAL_MS + 1 });
  try {
    return await step();
  } finally {
    vi.useRealTimers();
  }
}

export const paymentRow = (app: FastifyInstance, reference: string) =>
  app.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

export const subscriptionRows = (app: FastifyInstance, userId: string) =>
  app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

export const userRow = (app: FastifyInstance, userId: string) =>
  app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

export const outboxFor = (app: FastifyInstance, email: string) =>
  app.db.selectFrom('email_outbox').selectAll().where('to_email', '=', email).orderBy('created_at').execute();

/** The mails delivered to `email` (no SMTP in tests: the file mailer's DATA_DIR/mail), oldest first. */
export async function deliveredMail(t: TestApp, email: string): Promise<string[]> {
  await t.app.outbox.idle();
  const directory = path.join(t.config.dataDir, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(`-${email}.txt`))
    .sort()
    .map((name) => readFileSync(path.join(directory, name), 'utf8'));
}

export const noticesOf = (app: FastifyInstance, userId: string) =>
  app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

/** Waits until the webhook event with this dedupe key has been processed (or given up on). */
export async function processedEvent(app: FastifyInstance, dedupeKey: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const row = await app.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('dedupe_key', '=', dedupeKey)
      .executeTakeFirst();
    if (row && row.status !== 'received') return row;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`webhook event ${dedupeKey} was not processed`);
}

/** Epoch ms of a timestamp column, on either dialect. */
export const ms = (value: Date | number | string | null) =>
  value === null ? null : value instanceof Date ? value.getTime() : Number(value);

/** Moves a subscription's period (tests of what happens when time passes). */
export async function setPeriod(app: FastifyInstance, userId: string, start: Date, end: Date) {
  await app.db
    .updateTable('subscriptions')
    .set({ current_period_start: start, current_period_end: end })
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'canceled'])
    .execute();
  // A plan renewing by card is charged in the last two hours of its period (decision 040).
  await app.db
    .updateTable('subscriptions')
    .set({ next_renewal_at: new Date(end.getTime() - 2 * 3_600_000) })
    .where('user_id', '=', userId)
    .where('next_renewal_at', 'is not', null)
    .execute();
  await app.db.updateTable('users').set({ tier_expires_at: end }).where('id', '=', userId).execute();
}
