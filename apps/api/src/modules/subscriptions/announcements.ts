import { PLANS, SUBSCRIPTION_MESSAGES, type PaidTier } from '@sparklink/contract';
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

/** The "your plan ends in 3 days" mail; none when the owner turned e-mail notifications off. */
export async function announceEnding(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  appOrigin: string,
  subscription: { user_id: string; tier: PaidTier; end: Date },
): Promise<string[]> {
  const to = await recipient(trx, subscription.user_id);
  if (!to) return [];
  const id = await outbox.enqueue(trx, to, {
    template: 'plan_ending',
    payload: {
      name: to.name,
      planName: PLANS[subscription.tier].name,
      endsOn: formatMailDay(to.lang, subscription.end),
      manageUrl: `${appOrigin}${SUBSCRIPTION_LINK}`,
    },
  });
  return [id];
}
