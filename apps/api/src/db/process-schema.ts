import type { BoolDefault, NullableTimestamp, Timestamp } from './values';

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
  /** `card` or `mobile_money` once the person chose how to pay; null before. */
  channel: string | null;
}

/**
 * A public document rendered at its owner's write (decision 032), served to first views on every
 * process while `version` is the owner's `documents_version` and `renderer` is this build's.
 */
export interface RenderedDocumentsTable {
  owner_id: string;
  /** 'profile', 'page:{slug}' or 'gallery' (its first page, every category). */
  document: string;
  version: number;
  /** Which build rendered it: another build's markup may name assets that no longer exist. */
  renderer: string;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  noindex: BoolDefault;
  /** When the owner's paid period ends (what the document shows depends on the plan), or null. */
  valid_until: NullableTimestamp;
}
