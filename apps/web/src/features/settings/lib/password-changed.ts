import type { SecurityStatus } from '@sparklink/contract';
import type { Translator } from '../../../i18n/use-t';
import { timeAgo } from '../../../lib/time-ago';

/** The password line of Settings → Security: 'Last changed 3 days ago', from the real date. */
export function passwordChangedText(
  status: SecurityStatus | undefined,
  { t }: Pick<Translator, 't'>,
  now = Date.now(),
): string | null {
  if (!status) return null;
  if (!status.hasPassword) return t('settings.security.noPasswordSet');
  if (!status.passwordChangedAt) return null;
  return t('settings.security.lastChanged', { when: timeAgo(status.passwordChangedAt, now) });
}
