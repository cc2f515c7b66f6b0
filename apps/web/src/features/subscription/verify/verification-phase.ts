import type { VerifyStatus } from '@sparklink/contract';

/** The verify answer as the screen uses it: a failed call reads like a failed payment. */
export interface VerifyOutcome {
  status: VerifyStatus;
  message: string;
}

export type VerificationPhase =
  | { kind: 'verifying' }
  | { kind: 'success' }
  /** The first try failed; the screen says why and tries once more (spec 2 §4). */
  | { kind: 'failed'; message: string; retrying: boolean }
  | { kind: 'gave-up' };

export const LAST_ATTEMPT = 2;

/**
 * Where the verification stands, from the attempt being made and the latest outcome. While the
 * second try runs, `outcome` is still the first one (kept as placeholder data).
 */
export function verificationPhase(
  attempt: number,
  outcome: VerifyOutcome | undefined,
  isPlaceholder: boolean,
): VerificationPhase {
  if (!outcome) return { kind: 'verifying' };
  if (outcome.status === 'success' && !isPlaceholder) return { kind: 'success' };
  if (attempt < LAST_ATTEMPT || isPlaceholder) {
    return { kind: 'failed', message: outcome.message, retrying: isPlaceholder };
  }
  return { kind: 'gave-up' };
}
