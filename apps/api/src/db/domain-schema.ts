import type { CustomDomainStatus } from '@sparklink/contract';
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './values';

/** An owner's own domain (BLAZE, decision 057, migration 0030): at most one per owner. */
export interface CustomDomainsTable {
  user_id: string;
  /** Lowercase ASCII (punycode); unique across accounts. */
  domain: string;
  /** The `_sparklink.<domain>` TXT record's value. */
  token: string;
  status: CustomDomainStatus;
  /** What the last check found instead of the records asked for (JSON array of strings), or null. */
  found: string | null;
  checked_at: NullableTimestamp;
  verified_at: NullableTimestamp;
  /** When the records (or the plan) stopped qualifying a verified domain; the grace counts from it. */
  failing_since: NullableTimestamp;
  /** How many of the warnings before detaching (at 1 and 6 days) have been sent. */
  warnings_sent: Generated<number>;
  detached_reason: 'dns' | 'plan' | null;
  next_check_at: Timestamp;
  created_at: Timestamp;
}
