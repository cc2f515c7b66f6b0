import { randomBytes } from 'node:crypto';
import {
  fromPesewas,
  PAYMENT_REFERENCE_PREFIX,
  SUBSCRIPTION_MESSAGES,
  toPesewas,
  type BillingCycle,
  type BillingHistory,
  type PaidTier,
  type PaymentQuote,
  type CurrentSubscription,
  type InitializePaymentInput,
  type InitializePaymentResult,
  type VerifyPaymentResult,
} from '@sparklink/contract';
import { toDate, toIso } from '../../db/values';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { effectiveTier } from '../users/user.projection';
import { findUserById, type UserRow } from '../users/user.repository';
import { CHANNELS, UpstreamError } from './payment-provider';
import { findOwnPayment, insertPayment, listHistoryRows, updatePayment } from './payments.repository';
import { isLowerTier, pricePesewas } from './periods';
import { creditedAlready, settlePayment, settleStoredSuccess, type Settlement } from './settle-payment';
import type { SubscriptionDeps } from './subscription-deps';
import { toBillingTransaction, toCurrentSubscription } from './subscription.projection';
import { lastAnswer } from './verify-gate';
import { findRunningSubscription, type SubscriptionRow } from './subscriptions.repository';
import { findKeptCard } from './payment-methods';
import { upgradeCredit, type Credit } from './proration';

const DAY_MS = 86_400_000;
/** Payments still pending after this are abandoned (api-contract §9 history). */
export const ABANDON_AFTER_MS = DAY_MS;
/**
 * How long a pending payment is shown as still waiting (decision 051): a checkout or a mobile money
 * approval is over in minutes, so past this the owner left it, though it is listed until abandoned.
 */
export const CHECKOUT_WAIT_MS = 60 * 60_000;

export const noSubscription = () => notFound(SUBSCRIPTION_MESSAGES.noActiveSubscription);

export async function currentSubscription(deps: SubscriptionDeps, userId: string): Promise<CurrentSubscription> {
  const running = await findRunningSubscription(deps.db, userId, new Date());
  if (!running) throw noSubscription();
  return project(deps, running);
}

/** The running subscription as the client reads it, with the kept card it renews with. */
export async function project(deps: SubscriptionDeps, running: SubscriptionRow): Promise<CurrentSubscription> {
  const card = await findKeptCard(deps.db, deps.sealingPepper, running.user_id);
  return toCurrentSubscription(running, card?.method ?? null);
}

/**
 * What paying for a plan costs today (decision 040): the full price with nothing running or for
 * the running plan again; for a higher plan, the price less the unused value of the running one.
 * A lower plan is not paid for now: it is scheduled for the period end, unless it is the change
 * already scheduled (then it is paid as that period's renewal).
 */
export async function quotePayment(
  deps: SubscriptionDeps,
  userId: string,
  wanted: { plan: PaidTier; billingCycle: BillingCycle },
  now = new Date(),
): Promise<PaymentQuote> {
  const running = await findRunningSubscription(deps.db, userId, now);
  const price = pricePesewas(wanted.plan, wanted.billingCycle);
  const quote = (kind: PaymentQuote['kind'], credit: Credit = { credit: 0, unusedDays: 0, bonusDays: 0 }) => ({
    plan: wanted.plan,
    billingCycle: wanted.billingCycle,
    price: fromPesewas(price),
    credit: fromPesewas(credit.credit),
    amount: fromPesewas(price - credit.credit),
    unusedDays: credit.unusedDays,
    bonusDays: credit.bonusDays,
    kind,
  });
  if (!running) return quote('start');
  const scheduled = running.scheduled_tier === wanted.plan && running.scheduled_cycle === wanted.billingCycle;
  if (scheduled || wanted.plan === running.tier) return quote('renew');
  if (isLowerTier(wanted.plan, running.tier)) {
    throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.noDowngradeMidPeriod);
  }
  return quote(
    'upgrade',
    upgradeCredit(
      {
        tier: running.tier,
        cycle: running.billing_cycle,
        start: toDate(running.current_period_start),
        end: toDate(running.current_period_end),
      },
      { tier: wanted.plan, cycle: wanted.billingCycle },
      now,
    ),
  );
}

/** Where Paystack sends the browser back: the dashboard that started the payment, when it is one of ours. */
function returnOrigin(deps: SubscriptionDeps, requestOrigin: string | undefined): string {
  return requestOrigin && deps.returnOrigins.includes(requestOrigin) ? requestOrigin : deps.appOrigin;
}

/** A fresh reference of ours: `spk-` and 128 random bits in hex. */
const newReference = () => `${PAYMENT_REFERENCE_PREFIX}${randomBytes(16).toString('hex')}`;

/** api-contract §9 Initialize: a pending payment row first, then Paystack's checkout. */
export async function initializePayment(
  deps: SubscriptionDeps,
  user: UserRow,
  input: InitializePaymentInput,
  requestOrigin?: string,
): Promise<InitializePaymentResult> {
  const now = new Date();
  const quote = await quotePayment(deps, user.id, { plan: input.plan, billingCycle: input.billingCycle }, now);
  const credit = toPesewas(quote.credit);
  const payment = {
    id: newId(),
    reference: newReference(),
    // Exactly what the owner was shown: verify and the webhook compare Paystack's amount with it.
    amount: toPesewas(quote.amount),
  };
  await insertPayment(deps.db, {
    id: payment.id,
    user_id: user.id,
    subscription_id: null,
    reference: payment.reference,
    provider: deps.provider.name,
    tier: input.plan,
    billing_cycle: input.billingCycle,
    amount_pesewas: payment.amount,
    credit_pesewas: credit,
    bonus_days: quote.bonusDays,
    currency: 'GHS',
    status: 'pending',
    created_at: now,
    updated_at: now,
  });
  try {
    const checkout = await deps.provider.initialize({
      email: user.email,
      amountPesewas: payment.amount,
      currency: 'GHS',
      reference: payment.reference,
      callbackUrl: `${returnOrigin(deps, requestOrigin)}/dashboard/subscription`,
      channels: CHANNELS,
      metadata: { userId: user.id, plan: input.plan, billingCycle: input.billingCycle, paymentId: payment.id },
    });
    if (checkout.reference !== payment.reference) throw new UpstreamError('initialize answered another reference');
    return {
      authorizationUrl: checkout.authorizationUrl,
      reference: payment.reference,
      accessCode: checkout.accessCode,
      amount: fromPesewas(payment.amount),
      currency: 'GHS',
      price: quote.price,
      credit: quote.credit,
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    deps.log.error({ err: error, paymentId: payment.id }, 'payment initialize failed');
    // Never started: kept out of the history (abandoned rows are not listed).
    await updatePayment(deps.db, payment.id, { status: 'abandoned', updated_at: new Date() });
    throw new AppError('UPSTREAM_ERROR', SUBSCRIPTION_MESSAGES.initializeFailed);
  }
}

/**
 * api-contract §9 Verify: only the caller's own reference; credits at most once. A credited
 * payment is answered from the database; any other is asked about at most once every few
 * seconds (decision 021), however often the client's screen verifies.
 */
export async function verifyPayment(
  deps: SubscriptionDeps,
  userId: string,
  reference: string,
): Promise<VerifyPaymentResult> {
  const payment = await findOwnPayment(deps.db, userId, reference);
  if (!payment) throw notFound(SUBSCRIPTION_MESSAGES.paymentNotFound);
  let settlement: Settlement;
  let pendingChannel: string | null = null;
  try {
    settlement =
      creditedAlready(payment) ??
      (await settleStoredSuccess(deps, payment)) ??
      (await deps.providerGate.ask(reference, () => settlePayment(deps, payment))) ??
      // Paystack was asked about this reference moments ago: its answer then.
      lastAnswer(payment, deps.expectedDomain);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    deps.log.error({ err: error, paymentId: payment.id }, 'payment verify failed');
    throw new AppError('UPSTREAM_ERROR', SUBSCRIPTION_MESSAGES.verifyUnreachable);
  }
  let declined = false;
  if (settlement.status !== 'success') {
    // As Paystack last reported it: how a payment waits (a mobile money prompt on the owner's
    // phone), or whether the charge itself was declined (nothing was charged).
    const stored = await findOwnPayment(deps.db, userId, reference);
    if (settlement.status === 'pending') pendingChannel = stored?.channel ?? null;
    else declined = stored?.provider_status === 'failed';
  }
  const now = new Date();
  const [user, running] = await Promise.all([
    findUserById(deps.db, userId),
    findRunningSubscription(deps.db, userId, now),
  ]);
  return {
    status: settlement.status,
    message: settlement.message,
    reference,
    tier: user ? effectiveTier(user, now) : 'STARTER',
    expiresAt: running ? toIso(running.current_period_end) : null,
    subscription: running ? await project(deps, running) : null,
    pendingChannel,
    declined,
  };
}

export async function billingHistory(deps: SubscriptionDeps, userId: string, limit: number): Promise<BillingHistory> {
  const staleBefore = new Date(Date.now() - ABANDON_AFTER_MS);
  const rows = await listHistoryRows(deps.db, userId, limit, staleBefore);
  const waitingSince = Date.now() - CHECKOUT_WAIT_MS;
  // Newest first: a row after the first has a newer payment, so the owner has moved on from it.
  return {
    transactions: rows.map((row, index) =>
      toBillingTransaction(row, index === 0 && toDate(row.created_at).getTime() >= waitingSince),
    ),
  };
}
