import { SUBSCRIPTION_MESSAGES, type VerifyStatus } from '@sparklink/contract';
import { lockOwner } from '../../db/owner-lock';
import { toDate } from '../../db/values';
import { newId } from '../../lib/ids';
import { announceCredit } from './announcements';
import type { ProviderAuthorization, ProviderTransaction } from './payment-provider';
import {
  claimCredit,
  recordUncredited,
  updatePayment,
  type PaymentRow,
  type ProviderFields,
} from './payments.repository';
import { isRenewable, keepCard } from './payment-methods';
import { addDays, changeFor } from './periods';
import { keepsTierUntil, RENEW_LEAD_MS } from './renewal-schedule';
import type { SubscriptionDeps } from './subscription-deps';
import { findOpenSubscription, insertSubscription, updateSubscription } from './subscriptions.repository';

export type Settlement = { status: VerifyStatus; message: string };

/** Not paid yet, and not failed: waiting on Paystack, or on the owner (a charge that asks for an OTP, a PIN…). */
const PENDING = [
  'ongoing',
  'pending',
  'abandoned',
  'queued',
  'processing',
  'send_otp',
  'send_pin',
  'send_phone',
  'send_birthday',
  'open_url',
  'pay_offline',
];

/**
 * Asks the provider how a payment stands and credits it when everything matches (api-contract
 * §9 Verify, steps 1 to 3). Verify and the webhook's charge.success both come here, so they
 * credit by the same rules and through the same guard. Throws UpstreamError when the provider
 * cannot answer.
 */
export async function settlePayment(
  deps: SubscriptionDeps,
  payment: PaymentRow,
  now = new Date(),
): Promise<Settlement> {
  const already = creditedAlready(payment);
  if (already) return already;
  return settleTransaction(deps, payment, await deps.provider.verify(payment.reference), now);
}

/**
 * Settles a payment from what Paystack reported about it: a verify, or the answer of a renewal's
 * charge_authorization (decision 040). Either way the same checks and the same guarded credit.
 */
export async function settleTransaction(
  deps: SubscriptionDeps,
  payment: PaymentRow,
  transaction: ProviderTransaction,
  now = new Date(),
): Promise<Settlement> {
  const already = creditedAlready(payment);
  if (already) return already;
  const fields = providerFields(transaction);

  if (transaction.status !== 'success') {
    if (transaction.status !== null && PENDING.includes(transaction.status)) {
      // Kept so the screen can say how it waits (a mobile money prompt on the phone).
      await deps.db
        .updateTable('payments')
        .set({ provider_status: transaction.status, channel: transaction.channel, updated_at: now })
        .where('id', '=', payment.id)
        .where('status', '=', 'pending')
        .execute();
      return { status: 'pending', message: SUBSCRIPTION_MESSAGES.notCompleted };
    }
    // failed, reversed, or a status Paystack has not documented: unpaid.
    await recordUncredited(deps.db, payment.id, 'failed', fields, now);
    return { status: 'failed', message: transaction.gatewayResponse || SUBSCRIPTION_MESSAGES.paymentFailed };
  }

  const mismatch = findMismatch(payment, transaction, deps.expectedDomain);
  if (mismatch) {
    deps.log.warn(
      { paymentId: payment.id, reference: payment.reference, mismatch, reported: fields },
      'payment not credited: the provider reports something else (review)',
    );
    await recordUncredited(deps.db, payment.id, 'failed', fields, now);
    const amountOrCurrency = mismatch === 'amount' || mismatch === 'currency';
    return {
      status: 'failed',
      message: amountOrCurrency ? SUBSCRIPTION_MESSAGES.amountMismatch : SUBSCRIPTION_MESSAGES.paymentFailed,
    };
  }
  if (payment.user_id === null) {
    // The account was deleted after paying: nothing to credit it to.
    deps.log.warn(
      { paymentId: payment.id, reference: payment.reference },
      'paid payment of a deleted account (review)',
    );
    await recordUncredited(deps.db, payment.id, 'success', fields, now);
    return { status: 'failed', message: SUBSCRIPTION_MESSAGES.paymentFailed };
  }
  return credit(deps, { ...payment, user_id: payment.user_id }, fields, transaction.authorization, now);
}

/**
 * A payment Paystack already reported paid and matching the plan, but left uncredited because a
 * higher tier was running: credited now from what was stored, without asking Paystack again.
 * Undefined for any other payment.
 */
export function settleStoredSuccess(
  deps: SubscriptionDeps,
  payment: PaymentRow,
  now = new Date(),
): Promise<Settlement> | undefined {
  if (payment.applied_at !== null || payment.status !== 'success' || payment.user_id === null) return undefined;
  const fields: ProviderFields = {
    provider_status: payment.provider_status,
    gateway_response: payment.gateway_response,
    channel: payment.channel,
    provider_domain: payment.provider_domain,
    paid_at: payment.paid_at === null ? null : toDate(payment.paid_at),
    method_brand: payment.method_brand,
    method_last4: payment.method_last4,
  };
  // The authorization was not kept with the row: this payment renews nothing by itself.
  return credit(deps, { ...payment, user_id: payment.user_id }, fields, null, now);
}

/** The answer for a payment credited before: from the database, Paystack is not asked again. */
export function creditedAlready(payment: PaymentRow): Settlement | undefined {
  return payment.applied_at === null ? undefined : credited(payment);
}

function credited(payment: PaymentRow): Settlement {
  return { status: 'success', message: SUBSCRIPTION_MESSAGES.updatedTo(payment.tier) };
}

function providerFields(transaction: ProviderTransaction): ProviderFields {
  return {
    provider_status: transaction.status,
    gateway_response: transaction.gatewayResponse,
    channel: transaction.channel,
    provider_domain: transaction.domain,
    paid_at: transaction.paidAt,
    method_brand: transaction.authorization?.brand ?? null,
    method_last4: transaction.authorization?.last4 ?? null,
  };
}

/** Which check of a `success` fails: currency, amount, reference, domain; undefined when all match. */
function findMismatch(
  payment: PaymentRow,
  transaction: ProviderTransaction,
  expectedDomain: string,
): 'currency' | 'amount' | 'reference' | 'domain' | undefined {
  if (transaction.currency !== payment.currency) return 'currency';
  if (transaction.amount !== payment.amount_pesewas) return 'amount';
  if (transaction.reference !== payment.reference) return 'reference';
  if (transaction.domain !== expectedDomain) return 'domain';
  return undefined;
}

/**
 * One transaction under the owner's lock (so two payments of one owner never compute a period
 * from the same state), guarded by `claimCredit`: only the caller whose UPDATE … WHERE
 * applied_at IS NULL changes the row goes on to move the period, users.tier and the notices.
 * A reusable card is kept, and renews the plan from then on (decision 040).
 */
async function credit(
  deps: SubscriptionDeps,
  payment: PaymentRow & { user_id: string },
  fields: ProviderFields,
  authorization: ProviderAuthorization | null,
  now: Date,
): Promise<Settlement> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockOwner(trx, payment.user_id);
    const open = await findOpenSubscription(trx, payment.user_id);
    const running = open && keepsTierUntil(open) > now ? open : undefined;
    const change = changeFor(
      { tier: payment.tier, cycle: payment.billing_cycle },
      running && {
        tier: running.tier,
        end: toDate(running.current_period_end),
        scheduled: running.scheduled_tier && { tier: running.scheduled_tier, cycle: running.scheduled_cycle! },
      },
      now,
    );
    if (change.kind === 'lower') {
      // Paid, but a higher tier runs: kept unapplied, so a verify after that period ends credits
      // it then; until then it is for support to look at.
      await recordUncredited(trx, payment.id, 'success', fields, now);
      return { kind: 'lower' as const };
    }
    if (!(await claimCredit(trx, payment.id, fields, now))) return { kind: 'already' as const };

    if (open && open !== running) await updateSubscription(trx, open.id, { status: 'expired', updated_at: now });
    // A renewal was charged to the kept card, which renews the next period too.
    const renews = isRenewable(authorization) || payment.kind === 'renewal';
    if (isRenewable(authorization)) await keepCard(trx, deps.sealingPepper, payment.user_id, authorization, now);
    const start = change.kind === 'extend' ? toDate(running!.current_period_start) : change.start;
    const end = addDays(change.end, change.kind === 'upgrade' ? payment.bonus_days : 0);
    const period = {
      status: 'active' as const,
      tier: payment.tier,
      billing_cycle: payment.billing_cycle,
      current_period_start: start,
      current_period_end: end,
      cancel_at_period_end: false,
      canceled_at: null,
      last_payment_id: payment.id,
      // Paid by a reusable card: the owner's consent to renew with it, which Cancel withdraws.
      // Paid another way: nothing renews by itself, the owner is reminded instead.
      auto_renew: renews,
      next_renewal_at: renews ? new Date(end.getTime() - RENEW_LEAD_MS) : null,
      grace_until: null,
      renewal_attempts: 0,
      last_renewal_failure: null,
      scheduled_tier: null,
      scheduled_cycle: null,
      updated_at: now,
    };
    let subscriptionId: string;
    if (change.kind === 'extend' || change.kind === 'switch') {
      subscriptionId = running!.id;
      await updateSubscription(trx, subscriptionId, period);
    } else {
      if (running) await updateSubscription(trx, running.id, { status: 'expired', updated_at: now });
      subscriptionId = newId();
      await insertSubscription(trx, {
        ...period,
        id: subscriptionId,
        user_id: payment.user_id,
        ending_notice_for: null,
        created_at: now,
      });
    }
    await updatePayment(trx, payment.id, { subscription_id: subscriptionId });
    await trx
      .updateTable('users')
      .set({ tier: payment.tier, tier_expires_at: end, updated_at: now })
      .where('id', '=', payment.user_id)
      .execute();
    const mails = await announceCredit(trx, deps.outbox, deps.appOrigin, { ...payment, ...fields }, end, now);
    return { kind: 'credited' as const, mails };
  });

  if (outcome.kind === 'lower') {
    deps.log.warn(
      { paymentId: payment.id, reference: payment.reference, tier: payment.tier },
      'paid for a lower tier while a higher one runs: not applied (review)',
    );
    return { status: 'failed', message: SUBSCRIPTION_MESSAGES.noDowngradeMidPeriod };
  }
  if (outcome.kind === 'credited') {
    // The plan decides the branding and the caps of public pages; verify is a GET and the
    // webhook has no user, so the write hook of plugins/public-cache.ts does not see this.
    await deps.publicCache.invalidateOwner(payment.user_id);
    deps.outbox.deliverSoon(outcome.mails);
  }
  return credited(payment);
}
