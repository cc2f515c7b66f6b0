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
  disable_code_hash: string | null;
  disable_code_expires_at: NullableTimestamp;
  disable_code_attempts: Generated<number>;
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
