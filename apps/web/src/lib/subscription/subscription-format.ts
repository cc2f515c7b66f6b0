import type { Language } from '@sparklink/contract/i18n';
import { dateFormat } from '../../i18n/intl';

const BILLING_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/**
 * "July 26, 2025", "26 juillet 2025": period ends are instants in UTC, shown as that day. Money is
 * formatCedi in i18n/intl.ts.
 */
export const formatBillingDate = (lang: Language, iso: string): string =>
  dateFormat(lang, BILLING_DATE).format(new Date(iso));
