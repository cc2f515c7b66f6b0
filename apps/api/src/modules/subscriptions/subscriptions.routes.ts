import {
  HistoryQuerySchema,
  InitializePaymentSchema,
  PaymentReferenceSchema,
  PLANS,
  QuoteQuerySchema,
  ScheduleChangeSchema,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_MESSAGES,
  type PlansResult,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody, parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { testCheckoutWarning } from '../../payments-setting';
import { currentUser } from '../../plugins/authenticate';
import { finalPaymentVerify } from './final-payment-verify';
import { startSubscriptionJobs } from './subscription-jobs';
import { subscriptionDeps } from './subscription-deps';
import { cancelScheduledChange, cancelSubscription, reactivateSubscription, scheduleChange } from './plan-changes';
import {
  billingHistory,
  currentSubscription,
  initializePayment,
  quotePayment,
  verifyPayment,
} from './subscriptions.service';
import { testCheckoutRoutes } from './test-checkout.routes';
import { TestCheckoutProvider } from './test-checkout-provider';
import { WebhookProcessor, webhookRoutes } from './webhook.routes';

const HOUR = 60 * 60_000;
const VerifyParams = z.object({ reference: PaymentReferenceSchema });

/**
 * /api/subscriptions (api-contract §9): plans, the owner's subscription and payments, Paystack's
 * webhook, the hourly job, and, without a Paystack key, the built-in test checkout (decision 016).
 */
export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const deps = subscriptionDeps(app);
  const processor = new WebhookProcessor(deps);
  let jobs: ReturnType<typeof startSubscriptionJobs> | undefined;
  app.addHook('onReady', async () => {
    jobs = startSubscriptionJobs(deps);
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
    await processor.idle();
  });

  // Loud at every start, so nobody runs a server that gives plans away without knowing (decision 039).
  const warning = testCheckoutWarning(app.config.payments);
  if (warning) app.log.warn(warning);
  // Answered from memory (decision 021); the flag lets the dashboard say when plans are free.
  const plans: PlansResult = { plans: PLANS, testCheckout: deps.provider instanceof TestCheckoutProvider };
  app.get('/api/subscriptions/plans', { config: { loopedRead: true } }, async () => ok(plans));

  // Signed in, the reads the older client loops on spend a budget of their own (decision 048).
  const loopedVerify = finalPaymentVerify(app.db);
  await app.register(async (owner) => {
    owner.addHook('onRequest', owner.authenticate);

    owner.get('/api/subscriptions/current', { config: { loopedRead: true } }, async (request) =>
      ok(await currentSubscription(deps, currentUser(request).id)),
    );

    owner.post('/api/subscriptions/initialize', async (request) => {
      const user = currentUser(request);
      await app.rateLimiter.consume({
        key: `subscriptions-initialize:${user.id}`,
        max: SUBSCRIPTION_LIMITS.initializePerHour,
        windowMs: HOUR,
      });
      const input = parseBody(InitializePaymentSchema, request.body);
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
      return ok(await initializePayment(deps, user, input, origin), SUBSCRIPTION_MESSAGES.paymentInitialized);
    });

    owner.get('/api/subscriptions/quote', async (request) => {
      const input = parseInput(QuoteQuerySchema, request.query);
      return ok(await quotePayment(deps, currentUser(request).id, input));
    });

    owner.post('/api/subscriptions/scheduled-change', async (request) => {
      const input = parseBody(ScheduleChangeSchema, request.body);
      const { subscription, message } = await scheduleChange(deps, currentUser(request).id, input);
      return ok({ subscription }, message);
    });

    owner.delete('/api/subscriptions/scheduled-change', async (request) =>
      ok(await cancelScheduledChange(deps, currentUser(request).id), SUBSCRIPTION_MESSAGES.changeCancelled),
    );

    owner.get('/api/subscriptions/verify/:reference', { config: { loopedRead: loopedVerify } }, async (request) => {
      const { reference } = parseInput(VerifyParams, request.params);
      return ok(await verifyPayment(deps, currentUser(request).id, reference));
    });

    owner.post('/api/subscriptions/cancel', async (request) =>
      ok(await cancelSubscription(deps, currentUser(request).id), SUBSCRIPTION_MESSAGES.cancelled),
    );

    owner.post('/api/subscriptions/reactivate', async (request) =>
      ok(await reactivateSubscription(deps, currentUser(request).id), SUBSCRIPTION_MESSAGES.reactivated),
    );

    owner.get('/api/subscriptions/history', async (request) => {
      const { limit } = parseInput(HistoryQuerySchema, request.query);
      return ok(await billingHistory(deps, currentUser(request).id, limit));
    });
  });

  await app.register(webhookRoutes(deps, processor));
  if (deps.provider instanceof TestCheckoutProvider) await app.register(testCheckoutRoutes, { deps });
}
