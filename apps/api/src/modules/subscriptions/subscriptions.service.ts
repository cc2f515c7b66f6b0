import { randomBytes } from 'node:crypto';
import {
  fromPesewas,
  PAYMENT_REFERENCE_PREFIX,
  SUBSCRIPTION_MESSAGES,
  type BillingHistory,
  type CancelSubscriptionResult,
  type CurrentSubscription,
  type InitializePaymentInput,
  type InitializePaymentResult,
  type ReactivateSubscriptionResult,
  type VerifyPaymentResult,
} from '@sparklink/contract';
import { lockOwner } from '../../db/owner-lock';
import { toBool, toDate, toIso } from '../../db/values';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { effectiveTier } from '../users/user.projection';
import { findUserById, type UserRow } from '../users/user.repository';
import { announceCancel, formatDay } from './announcements';
import { CHANNELS, UpstreamError } from './payment-provider';
import { findOwnPayment, insertPayment, listHistoryRows, updatePayment } from './payments.repository';
import { isLowerTier, pricePesewas } from './periods';
import { creditedAlready, settlePayment, settleStoredSuccess, type Settlement } from './settle-payment';
import type { SubscriptionDeps } from './subscription-deps';
import { toBillingTransaction, toCurrentSubscription } from './subscription.projection';
import { lastAnswer } from './verify-gate';
import { findRunningSubscription, updateSubscription } from './subscriptions.repository';

const DAY_MS = 86_400_000;
/** Payments still pending after this are abandoned (api-contract §9 history). */
export const ABANDON_AFTER_MS = DAY_MS;

const noSubscription = () => notFound(SUBSCRIPTION_MESSAGES.noActiveSubscription);

export async function currentSubscription(deps: SubscriptionDeps, userId: string): Promise<CurrentSubscription> {
  const running = await findRunningSubscription(deps.db, userId, new Date());
  if (!running) throw noSubscription();
  return toCurrentSubscription(running);
}

/** A fresh reference of ours: `spk-` and 128 random bits in hex. */
const newReference = () => `${PAYMENT_REFERENCE_PREFIX}${randomBytes(16).toString('hex')}`;

/** api-contract §9 Initialize: a pending payment row first, then Paystack's checkout. */
export async function initializePayment(
  deps: SubscriptionDeps,
  user: UserRow,
  input: InitializePaymentInput,
): Promise<InitializePaymentResult> {
  const now = new Date();
  const running = await findRunningSubscription(deps.db, user.id, now);
  if (running && isLowerTier(input.plan, running.tier)) {
    throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.noDowngradeMidPeriod);
  }
  const payment = {
    id: newId(),
    reference: newReference(),
    amount: pricePesewas(input.plan, input.billingCycle),
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
      callbackUrl: `${deps.appOrigin}/dashboard/subscription`,
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
    subscription: running ? toCurrentSubscription(running) : null,
  };
}

/** Cancels to the period end; the tier stays until then. Cancelling again answers the same. */
export async function cancelSubscription(deps: SubscriptionDeps, userId: string): Promise<CancelSubscriptionResult> {
  const subscription = await deps.db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const now = new Date();
    const running = await findRunningSubscription(trx, userId, now);
    if (!running) throw noSubscription();
    if (running.status !== 'canceled') {
      await updateSubscription(trx, running.id, {
        status: 'canceled',
        cancel_at_period_end: true,
        canceled_at: now,
        updated_at: now,
      });
      await announceCancel(trx, userId, running.tier, toDate(running.current_period_end));
    }
    return (await findRunningSubscription(trx, userId, now))!;
  });
  const end = toDate(subscription.current_period_end);
  return {
    message: SUBSCRIPTION_MESSAGES.staysActiveUntil(formatDay(end)),
    effectiveDate: end.toISOString(),
    subscription: toCurrentSubscription(subscription),
  };
}

export async function reactivateSubscription(
  deps: SubscriptionDeps,
  userId: string,
): Promise<ReactivateSubscriptionResult> {
  const subscription = await deps.db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const now = new Date();
    const running = await findRunningSubscription(trx, userId, now);
    if (!running) throw noSubscription();
    if (running.status !== 'canceled' || !toBool(running.cancel_at_period_end)) {
      throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.notCancelled);
    }
    await updateSubscription(trx, running.id, {
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      updated_at: now,
    });
    return (await findRunningSubscription(trx, userId, now))!;
  });
  return { subscription: toCurrentSubscription(subscription) };
}

export async function billingHistory(deps: SubscriptionDeps, userId: string, limit: number): Promise<BillingHistory> {
  const staleBefore = new Date(Date.now() - ABANDON_AFTER_MS);
  const rows = await listHistoryRows(deps.db, userId, limit, staleBefore);
  return { transactions: rows.map(toBillingTransaction) };
}
