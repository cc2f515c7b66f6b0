import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './values';

/** Table types of signed-in devices and mailed codes (decision 034, migration 0020). */

/** One signed-in device; its id is the session token's `sid`. */
export interface SessionsTable {
  id: string;
  user_id: string;
  user_agent: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp;
  /** The last fresh proof of identity (password or mailed code) on this device. */
  confirmed_at: NullableTimestamp;
}

export type MailedCodePurpose = 'confirm_identity' | 'two_factor_recovery' | 'two_factor_disable';

/** One open mailed code per purpose and subject (the session it confirms, the account it recovers). */
export interface MailedCodesTable {
  purpose: MailedCodePurpose;
  subject_id: string;
  user_id: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  created_at: Timestamp;
}
