import type { Language } from '@sparklink/contract/i18n';
import { dateFormat } from '../../../i18n/intl';

/** A trend row's date is a UTC day ("2025-06-02"); it reads "Jun 2" ("2 juin") wherever the owner is. */
export function formatTrendDate(lang: Language, date: string): string {
  return dateFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
