import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A domain that serves its owner's portfolio now: verified (a failing one still serves during its grace). */
export interface ServedDomain {
  userId: string;
  domain: string;
}

/** The verified domain named by a request's host name (lowercase, no port), by the unique index. */
export async function findServedDomain(db: Kysely<DB>, host: string): Promise<ServedDomain | null> {
  const row = await db
    .selectFrom('custom_domains')
    .select(['user_id', 'domain'])
    .where('domain', '=', host.toLowerCase())
    .where('status', '=', 'verified')
    .executeTakeFirst();
  return row ? { userId: row.user_id, domain: row.domain } : null;
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
