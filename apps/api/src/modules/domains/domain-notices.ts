import { CUSTOM_DOMAIN_MESSAGES as M } from '@sparklink/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { formatMailDay } from '../mail/mail-format';
import type { MailOutbox } from '../mail/mail-outbox';
import { findRecipient } from '../mail/mail-recipient';
import { notify } from '../notifications/notifications.service';
import { displayDomain } from './domain-name';

/**
 * What the owner hears about their domain (decision 057): a dashboard notice when it is connected,
 * and a notice and a mail at each warning and when it is detached. The mails are sent whatever the
 * mail toggles say: they are about keeping what the owner set up. Written in the transaction that
 * claims the event; the caller passes the outbox ids to `deliverSoon` after the commit.
 */
const SETTINGS_LINK = '/dashboard/settings';
const PLAN_LINK = '/dashboard/subscription';

export async function announceVerified(trx: Transaction<DB>, userId: string, domain: string): Promise<void> {
  await notify(trx, userId, {
    kind: 'domain_verified',
    title: M.noticeVerifiedTitle,
    body: displayDomain(domain),
    link: SETTINGS_LINK,
  });
}

export async function announceFailing(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  appOrigin: string,
  userId: string,
  domain: string,
  reason: 'dns' | 'plan',
  detachesAt: Date,
): Promise<string[]> {
  const link = reason === 'plan' ? PLAN_LINK : SETTINGS_LINK;
  await notify(trx, userId, {
    kind: 'domain_failing',
    title: reason === 'plan' ? M.noticePlanTitle : M.noticeFailingTitle,
    body: displayDomain(domain),
    link,
  });
  return mail(trx, outbox, userId, (lang, name) => ({
    template: 'custom_domain',
    payload: {
      name,
      domain: displayDomain(domain),
      event: 'warning',
      reason,
      detachesOn: formatMailDay(lang, detachesAt),
      url: `${appOrigin}${link}`,
    },
  }));
}

export async function announceDetached(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  appOrigin: string,
  userId: string,
  domain: string,
  reason: 'dns' | 'plan',
): Promise<string[]> {
  const link = reason === 'plan' ? PLAN_LINK : SETTINGS_LINK;
  await notify(trx, userId, {
    kind: 'domain_detached',
    title: M.noticeDetachedTitle,
    body: displayDomain(domain),
    link,
  });
  return mail(trx, outbox, userId, (_lang, name) => ({
    template: 'custom_domain',
    payload: { name, domain: displayDomain(domain), event: 'detached', reason, url: `${appOrigin}${link}` },
  }));
}

async function mail(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  userId: string,
  build: (lang: Parameters<typeof formatMailDay>[0], name: string) => Parameters<MailOutbox['enqueue']>[2],
): Promise<string[]> {
  const to = await findRecipient(trx, userId);
  if (!to) return [];
  return [await outbox.enqueue(trx, to, build(to.lang, to.name))];
}

/** A claim that never verified, or was detached, given up to another account that named the domain. */
export async function announceReleased(trx: Transaction<DB>, userId: string, domain: string): Promise<void> {
  await notify(trx, userId, {
    kind: 'domain_detached',
    title: M.noticeReleasedTitle,
    body: displayDomain(domain),
    link: SETTINGS_LINK,
  });
}
