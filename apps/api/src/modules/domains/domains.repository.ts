import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { CustomDomainsTable } from '../../db/domain-schema';
import type { DB } from '../../db/schema';

/** A domain that serves its owner's portfolio now: verified (a failing one still serves during its grace). */
export interface ServedDomain {
  userId: string;
  /** The owner's username; null until they choose one (no portfolio to serve yet). */
  username: string | null;
  domain: string;
}

/** The verified domain named by a request's host name (lowercase, no port), by the unique index. */
export async function findServedDomain(db: Kysely<DB>, host: string): Promise<ServedDomain | null> {
  const row = await db
    .selectFrom('custom_domains')
    .innerJoin('users', 'users.id', 'custom_domains.user_id')
    .select(['custom_domains.user_id', 'custom_domains.domain', 'users.username'])
    .where('custom_domains.domain', '=', host.toLowerCase())
    .where('custom_domains.status', '=', 'verified')
    .executeTakeFirst();
  return row ? { userId: row.user_id, username: row.username, domain: row.domain } : null;
}

/** The owner's domain while it serves their portfolio, else null. */
export async function servedDomainOf(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('custom_domains')
    .select('domain')
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  return row?.domain ?? null;
}

type Db = Kysely<DB> | Transaction<DB>;
export type CustomDomainRow = Selectable<CustomDomainsTable>;

/** The owner's domain row, whatever its status. */
export function findOwnDomain(db: Db, userId: string): Promise<CustomDomainRow | undefined> {
  return db.selectFrom('custom_domains').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Who holds a name (any status), by the unique index. */
/** Who holds a name, and how far their claim got. */
export async function claimOn(db: Db, domain: string) {
  return db
    .selectFrom('custom_domains')
    .select(['user_id', 'status', 'created_at'])
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** Removes another account's claim only while it is as it was read: of two claimants, one wins. */
export async function releaseClaim(
  db: Transaction<DB>,
  claim: Pick<CustomDomainRow, 'user_id' | 'status'>,
  domain: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('custom_domains')
    .where('user_id', '=', claim.user_id)
    .where('domain', '=', domain)
    .where('status', '=', claim.status)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The owner's one domain, replaced whole: a new name starts over. */
export async function replaceOwnDomain(db: Transaction<DB>, row: Insertable<CustomDomainsTable>): Promise<void> {
  await db.deleteFrom('custom_domains').where('user_id', '=', row.user_id).execute();
  await db.insertInto('custom_domains').values(row).execute();
}

export async function deleteOwnDomain(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('custom_domains').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Writes a check's outcome only while the row still names the domain and token that were checked
 * (the owner may have replaced it meanwhile) and, when `expect` says so, still has the state read
 * before: of two processes or passes, one wins. Answers whether it was written.
 */
export async function updateDomain(
  db: Db,
  row: Pick<CustomDomainRow, 'user_id' | 'token'>,
  changes: Updateable<CustomDomainsTable>,
  expect: { warningsSent?: number; status?: CustomDomainRow['status'] } = {},
): Promise<boolean> {
  let query = db
    .updateTable('custom_domains')
    .set(changes)
    .where('user_id', '=', row.user_id)
    .where('token', '=', row.token);
  if (expect.warningsSent !== undefined) query = query.where('warnings_sent', '=', expect.warningsSent);
  if (expect.status !== undefined) query = query.where('status', '=', expect.status);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rows whose next check is due, oldest first, with the owner's plan (the grace of a downgrade counts from it). */
export function domainsDue(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('custom_domains')
    .innerJoin('users', 'users.id', 'custom_domains.user_id')
    .selectAll('custom_domains')
    .select(['users.tier', 'users.tier_expires_at'])
    .where('custom_domains.next_check_at', '<=', now)
    .where('custom_domains.status', '<>', 'detached')
    .orderBy('custom_domains.next_check_at')
    .limit(limit)
    .execute();
}
