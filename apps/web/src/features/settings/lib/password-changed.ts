import type { SecurityStatus } from '@sparklink/contract';
import { timeAgo } from '../../../lib/time-ago';

/** The password line of Settings → Security: 'Last changed 3 days ago', from the real date. */
export function passwordChangedText(status: SecurityStatus | undefined, now = Date.now()): string | null {
  if (!status) return null;
  if (!status.hasPassword) return 'No password set';
  if (!status.passwordChangedAt) return null;
  return `Last changed ${timeAgo(status.passwordChangedAt, now)}`;
}
