import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { deleteUser, findStoredFileKeys } from './auth.repository';

/**
 * Deletes the account in one transaction; the foreign keys cascade to everything it owns.
 * Returns the storage keys of its files, read before the rows naming them are gone.
 */
export function deleteAccount(db: Kysely<DB>, userId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const fileKeys = await findStoredFileKeys(trx, userId);
    await deleteUser(trx, userId);
    return fileKeys;
  });
}
