import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MailOutbox } from '../mail/mail-outbox';
import { queueSecurityAlert } from '../mail/security-alerts';
import { deleteUser, findStoredFileKeys } from './auth.repository';

/**
 * Deletes the account in one transaction; the foreign keys cascade to everything it owns. The
 * alert to the owner is queued first, while the name and address can still be read (outbox rows
 * do not belong to a user, so it survives the delete). Returns the storage keys of its files,
 * read before the rows naming them are gone.
 */
export async function deleteAccount(deps: { db: Kysely<DB>; outbox: MailOutbox }, userId: string): Promise<string[]> {
  const { fileKeys, alertIds } = await deps.db.transaction().execute(async (trx) => {
    const alertIds = await queueSecurityAlert(trx, deps.outbox, userId, 'account_deletion_requested');
    const fileKeys = await findStoredFileKeys(trx, userId);
    await deleteUser(trx, userId);
    return { fileKeys, alertIds };
  });
  deps.outbox.deliverSoon(alertIds);
  return fileKeys;
}
