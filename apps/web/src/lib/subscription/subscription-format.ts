import type { Language } from '@sparklink/contract/i18n';
import { activeLanguage } from '../../i18n/i18n';
import { dateFormat, formatCedi as formatCediIn } from '../../i18n/intl';

/** Money as the subscription screens show it, with the cedi's sign (spec 2 §1): "GH₵35", "35 GH₵". */
export const formatCedi = (amount: number, lang: Language = activeLanguage()): string => formatCediIn(lang, amount);

/** "July 26, 2025" / "26 juillet 2025": period ends are instants in UTC, shown as that day. */
export const formatBillingDate = (iso: string, lang: Language = activeLanguage()): string =>
  dateFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
