import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { serverTranslator } from '../../i18n/server-i18n';
import { formatMailWhen } from './mail-format';
import type { MailOutbox } from './mail-outbox';
import { findRecipient } from './mail-recipient';
import type { SecurityAlert } from './security-alert-template';

export type { SecurityAlert } from './security-alert-template';

/**
 * The alerts an owner may turn off with the `security` toggle (decision 018): each tells of a
 * change that adds a way in or a safeguard. The others (password changed, two-factor off, account
 * deleted) are sent whatever the toggle says: they are how the owner learns that someone else
 * took the account over or took its protection away.
 */
const OPTIONAL_ALERTS: ReadonlySet<SecurityAlert> = new Set(['google_linked', 'two_factor_enabled']);

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
): Promise<string[]> {
  const recipient = await findRecipient(trx, userId);
  const optional = isOptionalAlert(alert);
  if (!recipient || (optional && !recipient.notifySecurity)) return [];
  const when = formatMailWhen(serverTranslator(recipient.lang), new Date());
  const id = await outbox.enqueue(trx, recipient, {
    template: 'security_alert',
    payload: { alert, name: recipient.name, when, appOrigin: outbox.appOrigin, optional },
  });
  return [id];
}
