import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { serverTranslator } from '../../i18n/server-i18n';
import { formatMailWhen } from './mail-format';
import type { MailOutbox } from './mail-outbox';
import { findRecipient } from './mail-recipient';
import type { SecurityAlert } from './security-alert-template';

export type { SecurityAlert } from './security-alert-template';

/**
 * The alerts an owner may turn off with the `security` toggle (decision 018): a Google account of
 * the same address linked. The others are sent whatever the toggle says: they are how the owner
 * learns that someone else took the account over, took its protection away, or planted a second
 * factor of their own to keep the owner out (decision 034).
 */
const OPTIONAL_ALERTS: ReadonlySet<SecurityAlert> = new Set(['google_linked']);

export const isOptionalAlert = (alert: SecurityAlert): boolean => OPTIONAL_ALERTS.has(alert);

/**
 * Queues a security alert to the owner in the caller's transaction, so it exists exactly when the
 * event commits. Returns the outbox ids (none when the owner turned optional alerts off) for
 * `outbox.deliverSoon` after the commit. Call it before deleting the account it announces.
 */
export async function queueSecurityAlert(
  trx: Transaction<DB>,
  outbox: MailOutbox,
  userId: string,
  alert: SecurityAlert,
  details: { due?: Date } = {},
): Promise<string[]> {
  const recipient = await findRecipient(trx, userId);
  const optional = isOptionalAlert(alert);
  if (!recipient || (optional && !recipient.notifySecurity)) return [];
  const t = serverTranslator(recipient.lang);
  const when = formatMailWhen(t, new Date());
  const due = details.due && formatMailWhen(t, details.due);
  const id = await outbox.enqueue(trx, recipient, {
    template: 'security_alert',
    payload: { alert, name: recipient.name, when, due, appOrigin: outbox.appOrigin, optional },
  });
  return [id];
}
