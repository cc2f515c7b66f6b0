import type { TwoFactorRecoveryState } from '@sparklink/contract';
import { toDate, toIso } from '../../../db/values';
import type { TwoFactorRow } from './two-factor.repository';

/** A requested removal of a lost second factor as the API shows it, or null when none is under way. */
export function recoveryState(row: TwoFactorRow | undefined, now = new Date()): TwoFactorRecoveryState | null {
  if (!row?.enabled_at || row.recovery_due_at === null || row.recovery_requested_at === null) return null;
  const due = toDate(row.recovery_due_at);
  return { requestedAt: toIso(row.recovery_requested_at), dueAt: due.toISOString(), ready: due <= now };
}
