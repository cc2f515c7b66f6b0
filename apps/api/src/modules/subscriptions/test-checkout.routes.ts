import { PaymentReferenceSchema, SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { isLoopbackAddress } from '../../payments-setting';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { findPaymentByReference } from './payments.repository';
import { toDate } from '../../db/values';
import type { SubscriptionDeps } from './subscription-deps';
import { runSubscriptionJobs } from './subscription-jobs';
import { currentSubscription } from './subscriptions.service';
import { findRunningSubscription } from './subscriptions.repository';
import { renderCheckoutPage } from './test-checkout-page';
import { findTestCheckout, recordTestOutcome, TEST_CHECKOUT_PATH, TEST_OUTCOMES } from './test-checkout-provider';

const OutcomeForm = z.object({ outcome: z.enum(TEST_OUTCOMES) });
const FORM_MAX_BYTES = 1024;

/** Like every /api answer, failures are the JSON error envelope (api-contract §1.2). */
const missing = () => notFound(SUBSCRIPTION_MESSAGES.paymentNotFound);

/**
 * The built-in test checkout (decision 016), registered only when the test provider is in use
 * (decision 039): the page, and the form it posts. Public, like Paystack's own checkout: the reference is 128
 * random bits, and paying here only records the outcome; the owner's verify still credits.
 */
export async function testCheckoutRoutes(app: FastifyInstance, { deps }: { deps: SubscriptionDeps }): Promise<void> {
  // On only because every origin is loopback (decision 039): a server bound to every interface is
  // still reachable from elsewhere, so only this machine may pay here unless PAYMENTS=test says so.
  const { payments } = app.config;
  if (payments.provider === 'test' && !payments.chosen) {
    app.addHook('onRequest', async (request) => {
      // The socket's own address: `request.ip` follows X-Forwarded-For, which any client can write.
      if (!isLoopbackAddress(request.socket.remoteAddress ?? '') || !isLoopbackAddress(request.ip)) {
        throw new AppError('FORBIDDEN', SUBSCRIPTION_MESSAGES.testCheckoutThisMachineOnly);
      }
    });
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(`${TEST_CHECKOUT_PATH}/:reference`, async (request, reply) => {
    const reference = PaymentReferenceSchema.safeParse((request.params as { reference: string }).reference);
    const checkout = reference.success ? await findTestCheckout(app.db, reference.data) : undefined;
    const payment = checkout && (await findPaymentByReference(app.db, reference.data!));
    if (!checkout || !payment?.user_id) throw missing();
    const user = await app.db.selectFrom('users').select('email').where('id', '=', payment.user_id).executeTakeFirst();
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        renderCheckoutPage({
          reference: payment.reference,
          tier: payment.tier,
          cycle: payment.billing_cycle,
          amountPesewas: checkout.amount,
          email: user?.email ?? '',
          waitingOnPhone: checkout.status === 'ongoing' && checkout.channel === 'mobile_money',
          action: `${TEST_CHECKOUT_PATH}/${encodeURIComponent(payment.reference)}`,
        }),
      );
  });

  app.post(`${TEST_CHECKOUT_PATH}/:reference`, async (request, reply) => {
    const reference = PaymentReferenceSchema.safeParse((request.params as { reference: string }).reference);
    if (!reference.success || !(await findTestCheckout(app.db, reference.data))) throw missing();
    const form = OutcomeForm.safeParse(request.body);
    if (!form.success) throw invalidField('outcome', SUBSCRIPTION_MESSAGES.testCheckoutOutcome);
    const callback = (await recordTestOutcome(app.db, reference.data, form.data.outcome))!;
    return reply.header('Cache-Control', 'no-store').redirect(callback, 303);
  });

  /**
   * The test clock (decision 040): runs the hourly pass as it would run in the last minute of the
   * caller's period, so renewals can be tried end to end without waiting a month. Only with the
   * test checkout, which grants plans for nothing anyway.
   */
  app.post(`${TEST_CHECKOUT_PATH}/end-period`, { onRequest: app.authenticate }, async (request) => {
    const userId = currentUser(request).id;
    const running = await findRunningSubscription(app.db, userId, new Date());
    if (!running) throw notFound(SUBSCRIPTION_MESSAGES.noActiveSubscription);
    const lastMinute = new Date(toDate(running.current_period_end).getTime() - 60_000);
    const report = await runSubscriptionJobs(deps, lastMinute);
    return ok({ report, subscription: await currentSubscription(deps, userId).catch(() => null) });
  });
}
