import {
  PLANS,
  SUBSCRIPTION_MESSAGES,
  type BillingCycle,
  type PaidTier,
  type PaymentMethod,
} from '@sparklink/contract';
import type { Language } from '@sparklink/contract/i18n';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { serverTranslator } from '../../i18n/server-i18n';
import { formatMailCedi, formatMailDay } from '../mail/mail-format';
import type { MailOutbox } from '../mail/mail-outbox';
import { findRecipient } from '../mail/mail-recipient';
import { notify } from '../notifications/notifications.service';
import type { PaymentRow } from './payments.repository';

/**
 * What the owner hears about their plan: a dashboard notice when a payment is credited or the
 * subscription is cancelled (always: decision 006), and the receipt and "ends in 3 days" mails
 * through the outbox, only while `user_settings.notify_email` is on (api-contract §10), in the
 * owner's language. Each is written in the transaction of its event; the caller passes the outbox
 * ids to `deliverSoon` after the commit.
 */

/** "26 August 2025": how dates read in the contract's (English) messages and notices. */
export const formatDay = (date: Date): string => formatMailDay('en', date);

const SUBSCRIPTION_LINK = '/dashboard/subscription';
/** Opens checkout for that plan and cycle straight away once the owner is signed in (decision 040). */
export const renewLink = (plan: PaidTier, cycle: BillingCycle): `/${string}` =>
  `${SUBSCRIPTION_LINK}?renew=${plan}&cycle=${cycle}`;

/** "Visa •••• 4081", "Mobile money •••• 2345": a payment method as a mail names it. */
export function mailMethod(lang: Language, method: PaymentMethod | null): string | undefined {
  if (!method) return undefined;
  const t = serverTranslator(lang);
  const name =
    method.channel === 'card'
      ? method.brand
        ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1)
        : t.t('mail.method.card')
      : method.channel === 'mobile_money'
        ? t.t('mail.method.mobileMoney')
        : t.t('mail.method.other');
  return method.last4 ? `${name} •••• ${method.last4}` : name;
}

/** The owner's address and greeting name, or undefined when they turned product mail off. */
async function recipient(trx: Transaction<DB>, userId: string) {
  const found = await findRecipient(trx, userId);
  return found?.notifyEmail ? found : undefined;
}

export async function announceCredit(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  appOrigin: string,
  payment: PaymentRow & { user_id: string },
  activeUntil: Date,
  now: Date,
): Promise<string[]> {
  const method =
    payment.channel === null
      ? null
      : { channel: payment.channel, brand: payment.method_brand, last4: payment.method_last4 };
  const planName = PLANS[payment.tier].name;
  await notify(trx, payment.user_id, {
    kind: 'payment_received',
    title: SUBSCRIPTION_MESSAGES.noticePaymentTitle,
    body: SUBSCRIPTION_MESSAGES.noticePaymentBody(planName, formatDay(activeUntil)),
    link: SUBSCRIPTION_LINK,
  });
  const to = await recipient(trx, payment.user_id);
  if (!to) return [];
  const t = serverTranslator(to.lang);
  const id = await outbox.enqueue(trx, to, {
    template: 'payment_receipt',
    payload: {
      name: to.name,
      planName,
      cycle: t.t(payment.billing_cycle === 'yearly' ? 'mail.receipt.yearly' : 'mail.receipt.monthly'),
      amount: formatMailCedi(to.lang, payment.amount_pesewas),
      credit: payment.credit_pesewas > 0 ? formatMailCedi(to.lang, payment.credit_pesewas) : undefined,
      method: mailMethod(to.lang, method),
      renewal: payment.kind === 'renewal',
      reference: payment.reference,
      paidOn: formatMailDay(to.lang, now),
      activeUntil: formatMailDay(to.lang, activeUntil),
      manageUrl: `${appOrigin}${SUBSCRIPTION_LINK}`,
    },
  });
  return [id];
}

export async function announceCancel(trx: Transaction<DB>, userId: string, tier: PaidTier, end: Date): Promise<void> {
  await notify(trx, userId, {
    kind: 'subscription_canceled',
    title: SUBSCRIPTION_MESSAGES.noticeCanceledTitle,
    body: SUBSCRIPTION_MESSAGES.noticeCanceledBody(PLANS[tier].name, formatDay(end)),
    link: SUBSCRIPTION_LINK,
  });
}

/**
 * A renewal charge that failed (decision 040): a dashboard notice and a mail each time, with a
 * link to pay another way. Sent whatever the mail toggles say: it is about keeping what was paid for.
 */
export async function announceRenewalFailed(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  appOrigin: string,
  failure: {
    user_id: string;
    plan: PaidTier;
    cycle: BillingCycle;
    amountPesewas: number;
    card: PaymentMethod | null;
    reason: string | null;
    graceUntil: Date;
    nextAttempt: Date | null;
  },
): Promise<string[]> {
  const planName = PLANS[failure.plan].name;
  await notify(trx, failure.user_id, {
    kind: 'renewal_failed',
    title: SUBSCRIPTION_MESSAGES.noticeRenewalFailedTitle,
    body: SUBSCRIPTION_MESSAGES.noticeRenewalFailedBody(planName, formatDay(failure.graceUntil)),
    link: SUBSCRIPTION_LINK,
  });
  const to = await findRecipient(trx, failure.user_id);
  if (!to) return [];
  const id = await outbox.enqueue(trx, to, {
    template: 'renewal_failed',
    payload: {
      name: to.name,
      planName,
      amount: formatMailCedi(to.lang, failure.amountPesewas),
      method: mailMethod(to.lang, failure.card),
      reason: failure.reason ?? undefined,
      keptUntil: formatMailDay(to.lang, failure.graceUntil),
      nextAttempt: failure.nextAttempt ? formatMailDay(to.lang, failure.nextAttempt) : undefined,
      payUrl: `${appOrigin}${renewLink(failure.plan, failure.cycle)}`,
      manageUrl: `${appOrigin}${SUBSCRIPTION_LINK}`,
    },
  });
  return [id];
}

/** A plan that will not renew by itself ends soon: a notice and a mail with a one-tap Renew link. */
export async function announceReminder(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  appOrigin: string,
  reminder: { user_id: string; plan: PaidTier; cycle: BillingCycle; amountPesewas: number; end: Date; stage: string },
): Promise<string[]> {
  const planName = PLANS[reminder.plan].name;
  await notify(trx, reminder.user_id, {
    kind: 'plan_reminder',
    title: SUBSCRIPTION_MESSAGES.noticeReminderTitle,
    body: SUBSCRIPTION_MESSAGES.noticeReminderBody(planName, formatDay(reminder.end)),
    link: renewLink(reminder.plan, reminder.cycle),
  });
  const to = await findRecipient(trx, reminder.user_id);
  if (!to) return [];
  const id = await outbox.enqueue(trx, to, {
    template: 'renewal_reminder',
    payload: {
      name: to.name,
      planName,
      amount: formatMailCedi(to.lang, reminder.amountPesewas),
      cycle: serverTranslator(to.lang).t(reminder.cycle === 'yearly' ? 'mail.receipt.yearly' : 'mail.receipt.monthly'),
      endsOn: formatMailDay(to.lang, reminder.end),
      stage: reminder.stage === 'day' ? 'day' : reminder.stage === '1d' ? '1d' : '7d',
      renewUrl: `${appOrigin}${renewLink(reminder.plan, reminder.cycle)}`,
    },
  });
  return [id];
}

/** The plan ended (after its grace, if a renewal failed): the account is on Starter now. */
export async function announceEnded(trx: Transaction<DB>, userId: string, tier: PaidTier): Promise<void> {
  await notify(trx, userId, {
    kind: 'plan_ended',
    title: SUBSCRIPTION_MESSAGES.noticeEndedTitle,
    body: SUBSCRIPTION_MESSAGES.noticeEndedBody(PLANS[tier].name),
    link: SUBSCRIPTION_LINK,
  });
}
