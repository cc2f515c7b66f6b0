import type { NullableTimestamp, Timestamp } from './values';

/** Tables that let several server processes act as one (decision 023). */

/** One row per scheduled job: the process whose claim moves `next_run_at` on runs it (decision 023). */
export interface ScheduledJobsTable {
  name: string;
  next_run_at: Timestamp;
  last_started_at: NullableTimestamp;
}

/** An open checkout of the built-in test provider (decision 016), shared by every process. */
export interface TestCheckoutsTable {
  reference: string;
  amount_pesewas: number;
  currency: string;
  callback_url: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paid_at: NullableTimestamp;
  created_at: Timestamp;
}
