import type { VerifyStatus } from '@sparklink/contract';

/** The verify answer as the screen uses it: a failed call reads like a failed payment. */
export interface VerifyOutcome {
  status: VerifyStatus;
  message: string;
  /** With `pending`: `mobile_money` when the owner approves on their phone (decision 040). */
  pendingChannel: string | null;
  /** With `failed`: Paystack declined the charge, nothing was charged (no point checking again). */
  declined: boolean;
}

export type VerificationPhase =
  | { kind: 'verifying' }
  | { kind: 'success' }
  /**
   * Not paid yet, not failed either: mobile money waits for the owner's approval on their phone.
   * Checked again and again; after a while (`waitedLong`) the owner is told they may leave.
   */
  | { kind: 'pending'; channel: string | null; waitedLong: boolean }
  /** The bank or wallet declined the charge: said plainly, with the way to try again. */
  | { kind: 'declined'; message: string }
  /** A try failed; the screen says why and tries once more (spec 2 §4). */
  | { kind: 'failed'; message: string; retrying: boolean }
  | { kind: 'gave-up' };

/**
 * Where the verification stands, from the latest outcome. While the next check runs, `outcome` is
 * still the previous one (kept as placeholder data); `retried` says a failure was already tried again.
 */
export function verificationPhase(
  outcome: VerifyOutcome | undefined,
  isPlaceholder: boolean,
  { retried, waitedLong }: { retried: boolean; waitedLong: boolean },
): VerificationPhase {
  if (!outcome) return { kind: 'verifying' };
  if (outcome.status === 'success' && !isPlaceholder) return { kind: 'success' };
  if (outcome.status === 'pending') return { kind: 'pending', channel: outcome.pendingChannel, waitedLong };
  if (outcome.declined && !isPlaceholder) return { kind: 'declined', message: outcome.message };
  if (!retried || isPlaceholder) return { kind: 'failed', message: outcome.message, retrying: isPlaceholder };
  return { kind: 'gave-up' };
}
