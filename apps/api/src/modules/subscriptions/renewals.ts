import { PAYMENT_REFERENCE_PREFIX, type BillingCycle, type PaidTier } from '@sparklink/contract';
import { randomBytes } from 'node:crypto';
import { lockOwner } from '../../db/owner-lock';
import { toBool, toDate } from '../../db/values';
import { newId } from '../../lib/ids';
import { announceRenewalFailed } from './announcements';
import { findKeptCard, type KeptCard } from './payment-methods';
import { UpstreamError, type ProviderTransaction } from './payment-provider';
import { findPaymentByReference, type PaymentRow } from './payments.repository';
import { pricePesewas } from './periods';
import { GRACE_MS, nextAttemptAfter } from './renewal-schedule';
import { settlePayment, settleTransaction } from './settle-payment';
import type { SubscriptionDeps } from './subscription-deps';
import { findRenewalsDue, type SubscriptionRow } from './subscriptions.repository';

const BATCH = 200;
/** A claimed attempt whose process stopped before it learnt the outcome is asked about after this. */
const UNSETTLED_CLAIM_MS = 10 * 60_000;

export interface RenewalReport {
  renewed: number;
  failed: number;
}

/**
 * Charges the kept cards of the plans due to renew (decision 040). One charge per attempt however
 * many processes run this at once: an attempt is claimed by inserting its payment row, unique per
 * (subscription, period end, attempt), and only the process whose insert went in charges.
 */
export async function renewDue(deps: SubscriptionDeps, now: Date): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0 };
  for (const row of await findRenewalsDue(deps.db, now, BATCH)) {
    const outcome = await renewOne(deps, row, now);
    if (outcome === 'renewed') report.renewed += 1;
    if (outcome === 'failed') report.failed += 1;
  }
  return report;
}

type Outcome = 'renewed' | 'failed' | 'skipped';

async function renewOne(deps: SubscriptionDeps, row: SubscriptionRow, now: Date): Promise<Outcome> {
  const card = await findKeptCard(deps.db, deps.sealingPepper, row.user_id);
  if (!toBool(row.auto_renew) || !card) {
    // Consent withdrawn or the card forgotten since: nothing renews by itself, reminders take over.
    await deps.db.updateTable('subscriptions').set({ next_renewal_at: null }).where('id', '=', row.id).execute();
    return 'skipped';
  }
  const end = toDate(row.current_period_end);
  const attempt = row.renewal_attempts + 1;
  // An earlier attempt still pending (a charge that asked for more, or a process that stopped)
  // may have gone through since: asked about first, so a paid period is never charged twice.
  const earlier = row.renewal_attempts > 0 ? await findAttempt(deps, row.id, end, row.renewal_attempts) : undefined;
  if (earlier?.status === 'pending' && (await settleQuietly(deps, earlier)) === 'success') return 'renewed';

  const plan = { tier: row.scheduled_tier ?? row.tier, cycle: row.scheduled_cycle ?? row.billing_cycle };
  const payment = await claimAttempt(deps, row, plan, end, attempt, now);
  if (!payment) return settleStaleClaim(deps, row, end, attempt, card, plan, now);

  let transaction: ProviderTransaction | undefined;
  try {
    const email = await ownerEmail(deps, row.user_id);
    transaction = await deps.provider.chargeAuthorization({
      email,
      amountPesewas: payment.amount_pesewas,
      currency: 'GHS',
      reference: payment.reference,
      authorizationCode: card.openCode(),
      metadata: {
        userId: row.user_id,
        plan: plan.tier,
        billingCycle: plan.cycle,
        paymentId: payment.id,
        renewal: true,
      },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    deps.log.error({ err: error, paymentId: payment.id }, 'renewal charge: provider unreachable');
  }
  const settlement = transaction && (await settleTransaction(deps, payment, transaction, now));
  if (settlement?.status === 'success') return 'renewed';
  // Declined, or waiting on the owner (OTP, bank confirmation): either way not renewed now.
  const reason = transaction?.gatewayResponse ?? null;
  await recordFailure(deps, row, { end, attempt, reason, card, plan, amountPesewas: payment.amount_pesewas }, now);
  return 'failed';
}

/** Inserts the attempt's payment row; undefined when another process claimed this attempt first. */
async function claimAttempt(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  plan: { tier: PaidTier; cycle: BillingCycle },
  end: Date,
  attempt: number,
  now: Date,
): Promise<PaymentRow | undefined> {
  const reference = `${PAYMENT_REFERENCE_PREFIX}${randomBytes(16).toString('hex')}`;
  const result = await deps.db
    .insertInto('payments')
    .values({
      id: newId(),
      user_id: row.user_id,
      subscription_id: row.id,
      reference,
      provider: deps.provider.name,
      tier: plan.tier,
      billing_cycle: plan.cycle,
      amount_pesewas: pricePesewas(plan.tier, plan.cycle),
      currency: 'GHS',
      status: 'pending',
      kind: 'renewal',
      renewal_for: end,
      renewal_attempt: attempt,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'renewal_for', 'renewal_attempt']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
  return findPaymentByReference(deps.db, reference);
}

function findAttempt(deps: SubscriptionDeps, subscriptionId: string, end: Date, attempt: number) {
  return deps.db
    .selectFrom('payments')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('renewal_for', '=', end)
    .where('renewal_attempt', '=', attempt)
    .executeTakeFirst();
}

/**
 * The attempt was claimed by another pass. While that pass may still be charging, nothing is done;
 * once the claim is old, its outcome is asked of Paystack and, if it did not pay, the attempt is
 * recorded as failed so the schedule moves on.
 */
async function settleStaleClaim(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  end: Date,
  attempt: number,
  card: KeptCard,
  plan: { tier: PaidTier; cycle: BillingCycle },
  now: Date,
): Promise<Outcome> {
  const claimed = await findAttempt(deps, row.id, end, attempt);
  if (!claimed || claimed.status !== 'pending') return 'skipped';
  if (now.getTime() - toDate(claimed.created_at).getTime() < UNSETTLED_CLAIM_MS) return 'skipped';
  const status = await settleQuietly(deps, claimed);
  if (status === 'success') return 'renewed';
  await recordFailure(
    deps,
    row,
    { end, attempt, reason: null, card, plan, amountPesewas: claimed.amount_pesewas },
    now,
  );
  return 'failed';
}

/** Verify's answer for a renewal payment, or undefined when Paystack cannot be asked now. */
async function settleQuietly(deps: SubscriptionDeps, payment: PaymentRow) {
  try {
    return (await settlePayment(deps, payment)).status;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return undefined;
  }
}

/**
 * A failed attempt: the plan is kept until GRACE_MS after the period end, the next attempt is
 * scheduled (or none after the last), and the owner hears of it. Guarded by the attempt count, so
 * two passes never record one failure twice.
 */
async function recordFailure(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  failure: {
    end: Date;
    attempt: number;
    reason: string | null;
    card: KeptCard;
    plan: { tier: PaidTier; cycle: BillingCycle };
    amountPesewas: number;
  },
  now: Date,
): Promise<void> {
  const graceUntil = new Date(failure.end.getTime() + GRACE_MS);
  const nextAttempt = nextAttemptAfter(failure.end, failure.attempt);
  const mails = await deps.db.transaction().execute(async (trx) => {
    await lockOwner(trx, row.user_id);
    const updated = await trx
      .updateTable('subscriptions')
      .set({
        renewal_attempts: failure.attempt,
        next_renewal_at: nextAttempt,
        grace_until: graceUntil,
        last_renewal_failure: failure.reason,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('renewal_attempts', '=', failure.attempt - 1)
      .where('current_period_end', '=', failure.end)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return [];
    await trx
      .updateTable('users')
      .set({ tier_expires_at: graceUntil, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
    return announceRenewalFailed(trx, deps.outbox, deps.appOrigin, {
      user_id: row.user_id,
      plan: failure.plan.tier,
      cycle: failure.plan.cycle,
      amountPesewas: failure.amountPesewas,
      card: failure.card.method,
      reason: failure.reason,
      graceUntil,
      nextAttempt,
    });
  });
  deps.log.warn({ subscriptionId: row.id, attempt: failure.attempt }, 'renewal charge failed');
  deps.outbox.deliverSoon(mails);
}

async function ownerEmail(deps: SubscriptionDeps, userId: string): Promise<string> {
  const user = await deps.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.email;
}
