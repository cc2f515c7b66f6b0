import type { Generated } from 'kysely';
import type { BoolDefault, NullableTimestamp, Timestamp } from './values';

/**
 * Table types of two-factor sign-in (decision 017, migration 0011), apart from schema.ts, which
 * names them in DB. `two_factor`: one row per account that enrolled or is enrolling.
 */
export interface TwoFactorTable {
  user_id: string;
  secret_enc: string | null;
  pending_secret_enc: string | null;
  enabled_at: NullableTimestamp;
  last_step: number | null;
  /** Wrong authenticator codes in a row; past a few, each one makes the next wait twice as long (decision 034). */
  failed_codes: Generated<number>;
  codes_blocked_until: NullableTimestamp;
  /** When the owner was last told of wrong codes after a right first step. */
  failure_alert_at: NullableTimestamp;
  /** An owner who lost the second factor asked to remove it; it goes at `recovery_due_at` unless cancelled. */
  recovery_requested_at: NullableTimestamp;
  recovery_due_at: NullableTimestamp;
  recovery_reminded_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The open second step of a sign-in; `id` is the SHA-256 of the token the client holds. */
export interface TwoFactorChallengesTable {
  id: string;
  user_id: string;
  source: 'password' | 'google';
  is_new_user: BoolDefault;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}
