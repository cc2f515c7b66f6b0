import { MESSAGES, SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, TEST_SECRET_KEY } from './paystack-test-server';
import { addMonths } from './periods';
import {
  buy,
  createPaystackApp,
  ms,
  newOwner,
  noticesOf,
  outboxFor,
  paymentRow,
  processedEvent,
  startCheckout,
  subscriptionRows,
  userRow,
  verify,
  type PaystackApp,
} from './subscriptions.test-support';
import { signBody } from './webhook-signature';

/** api-contract §9 Webhook: raw-body HMAC-SHA512, deduplicated events, re-verified credits. */

let s: PaystackApp;
beforeAll(async () => {
  s = await createPaystackApp();
});
afterAll(() => s.close());

const invalidSignature = { status: 'ERROR', code: 'UNAUTHENTICATED', message: SUBSCRIPTION_MESSAGES.invalidSignature };

/** The charge.success Paystack would send for a transaction it holds. */
const chargeSuccess = (reference: string) => ({ event: 'charge.success', data: s.paystack.transaction(reference)! });

const eventsWithKey = (key: string) =>
  s.app.db.selectFrom('webhook_events').selectAll().where('dedupe_key', '=', key).execute();

async function paidCheckout(owner = undefined as Awaited<ReturnType<typeof newOwner>> | undefined) {
  const user = owner ?? (await newOwner(s.app));
  const { reference } = await startCheckout(s.app, user);
  s.paystack.settle(reference);
  return { user, reference };
}

describe('webhook signature', () => {
  it.each([
    ['missing', () => null],
    ['empty', () => ''],
    ['not hex', () => 'not-a-signature'],
    ['truncated', (body: string) => signBody(body, TEST_SECRET_KEY).slice(0, 64)],
    ['keyed with another secret', (body: string) => signBody(body, 'sk_test_someone_else')],
  ])('refuses a %s signature with 401 and records nothing', async (_name, forge) => {
    const { user, reference } = await paidCheckout();
    const body = JSON.stringify(chargeSuccess(reference));

    const res = await deliverWebhook(s.app, body, { signature: forge(body) });

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalidSignature);
    expect(await eventsWithKey(`charge.success:${reference}`)).toEqual([]);
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'pending', applied_at: null });
    expect((await userRow(s.app, user.id)).tier).toBe('STARTER');
  });

  it('signs the raw bytes: the same JSON with other whitespace does not pass', async () => {
    const { reference } = await paidCheckout();
    const event = chargeSuccess(reference);
    const signedCompact = signBody(JSON.stringify(event), TEST_SECRET_KEY);

    const res = await deliverWebhook(s.app, JSON.stringify(event, null, 2), { signature: signedCompact });

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalidSignature);
  });

  it('refuses a body over 64 KB with 413, and a signed body that is not JSON with 400', async () => {
    const big = JSON.stringify({ event: 'charge.success', data: { padding: 'x'.repeat(64 * 1024) } });
    const tooLarge = await deliverWebhook(s.app, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge });

    const notJson = await deliverWebhook(s.app, 'event=charge.success');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: MESSAGES.malformedJson });
  });
});

describe('webhook events', () => {
  it('charge.success: 200 with null data at once, then re-verified through the API and credited', async () => {
    const { user, reference } = await paidCheckout();
    const callsBefore = s.paystack.verifyCalls.get(reference) ?? 0;

    const res = await deliverWebhook(s.app, chargeSuccess(reference));

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', data: null });
    const event = await processedEvent(s.app, `charge.success:${reference}`);
    expect(event).toMatchObject({ status: 'processed', provider: 'paystack', event: 'charge.success' });
    expect(event.processed_at).not.toBeNull();
    expect(s.paystack.verifyCalls.get(reference)).toBe(callsBefore + 1);
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'success' });
    expect((await userRow(s.app, user.id)).tier).toBe('RISE');
    expect((await noticesOf(s.app, user.id)).map((n) => n.kind)).toEqual(['payment_received']);
  });

  it('does not trust the event: a charge.success Paystack does not confirm credits nothing', async () => {
    const user = await newOwner(s.app);
    const { reference } = await startCheckout(s.app, user);
    // The event claims success; Paystack's verify still reports the transaction abandoned.
    const forgedData = { ...s.paystack.transaction(reference)!, status: 'success' };

    const res = await deliverWebhook(s.app, { event: 'charge.success', data: forgedData });

    expect(res.statusCode).toBe(200);
    await processedEvent(s.app, `charge.success:${reference}`);
    expect(await paymentRow(s.app, reference)).toMatchObject({ status: 'pending', applied_at: null });
    expect((await userRow(s.app, user.id)).tier).toBe('STARTER');
  });

  it('a replayed event gets 200, is stored once, and credits once', async () => {
    const { user, reference } = await paidCheckout();
    const body = JSON.stringify(chargeSuccess(reference));

    const first = await deliverWebhook(s.app, body);
    await processedEvent(s.app, `charge.success:${reference}`);
    const replays = await Promise.all([deliverWebhook(s.app, body), deliverWebhook(s.app, body)]);

    expect([first, ...replays].map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(replays.map((res) => res.json())).toEqual([
      { status: 'SUCCESS', data: null },
      { status: 'SUCCESS', data: null },
    ]);
    expect(await eventsWithKey(`charge.success:${reference}`)).toHaveLength(1);
    expect(await subscriptionRows(s.app, user.id)).toHaveLength(1);
    expect(await outboxFor(s.app, user.email)).toHaveLength(1);
    expect(await noticesOf(s.app, user.id)).toHaveLength(1);
  });

  it.each([1, 2, 3, 4, 5])('verify racing the webhook credits exactly once (run %i)', async () => {
    const { user, reference } = await paidCheckout();
    // Both reach Paystack before either credits, so only the applied_at guard can keep them apart.
    s.paystack.verifyDelayMs = 30;
    try {
      const [verified, delivered] = await Promise.all([
        verify(s.app, user, reference),
        deliverWebhook(s.app, chargeSuccess(reference)),
      ]);
      await processedEvent(s.app, `charge.success:${reference}`);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.status).toBe('success');
      expect(delivered.statusCode).toBe(200);
    } finally {
      s.paystack.verifyDelayMs = 0;
    }
    expect(s.paystack.verifyCalls.get(reference)).toBe(2);

    const rows = await subscriptionRows(s.app, user.id);
    expect(rows).toHaveLength(1);
    const start = new Date(ms(rows[0]!.current_period_start)!);
    expect(ms(rows[0]!.current_period_end)).toBe(addMonths(start, 1).getTime());
    const payment = await paymentRow(s.app, reference);
    expect(payment.applied_at).not.toBeNull();
    expect(rows[0]!.last_payment_id).toBe(payment.id);
    expect(ms((await userRow(s.app, user.id)).tier_expires_at)).toBe(ms(rows[0]!.current_period_end));
    expect(await outboxFor(s.app, user.email)).toHaveLength(1);
    expect(await noticesOf(s.app, user.id)).toHaveLength(1);
  });

  it.each([
    [
      'refund.processed',
      'reversed',
      (reference: string) => ({ transaction_reference: reference, status: 'processed' }),
    ],
    [
      'charge.dispute.create',
      'disputed',
      (reference: string) => ({ transaction: { reference }, status: 'awaiting-merchant-feedback' }),
    ],
  ])('%s marks the payment %s for review and leaves the plan as it is', async (event, status, data) => {
    const user = await newOwner(s.app);
    const reference = await buy(s, user);
    const id = Math.floor(Math.random() * 1e9);

    const res = await deliverWebhook(s.app, { event, data: { id, amount: 3500, currency: 'GHS', ...data(reference) } });

    expect(res.statusCode).toBe(200);
    expect((await processedEvent(s.app, `${event}:${id}`)).status).toBe('processed');
    expect(await paymentRow(s.app, reference)).toMatchObject({ status });
    // No automatic downgrade in v1.
    expect((await userRow(s.app, user.id)).tier).toBe('RISE');
    expect((await subscriptionRows(s.app, user.id)).map((row) => row.status)).toEqual(['active']);
  });

  it('stores and ignores other events and references that are not ours', async () => {
    const other = await deliverWebhook(s.app, {
      event: 'subscription.create',
      data: { id: 991, subscription_code: 'SUB_x', status: 'active' },
    });
    const unknown = await deliverWebhook(s.app, {
      event: 'charge.success',
      data: { id: 992, reference: 'someone-elses-ref', status: 'success', amount: 3500, currency: 'GHS' },
    });

    expect([other.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect((await processedEvent(s.app, 'subscription.create:991')).status).toBe('ignored');
    expect((await processedEvent(s.app, 'charge.success:someone-elses-ref')).status).toBe('ignored');
  });
});
