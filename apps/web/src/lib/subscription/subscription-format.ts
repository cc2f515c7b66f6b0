import type { Language } from '@sparklink/contract/i18n';
import type { BillingCycle } from '@sparklink/contract';
import { dateFormat, formatCedi } from '../../i18n/intl';
import type { Translator } from '../../i18n/use-t';

const BILLING_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/**
 * "July 26, 2025", "26 juillet 2025": period ends are instants in UTC, shown as that day. Money is
 * formatCedi in i18n/intl.ts.
 */
export const formatBillingDate = (lang: Language, iso: string): string =>
  dateFormat(lang, BILLING_DATE).format(new Date(iso));

/** "GH₵350 / year", "GH₵35 / month": a price always says which cycle it pays for. */
export function cyclePrice({ t, lang }: Pick<Translator, 't' | 'lang'>, amount: number, cycle: BillingCycle): string {
  return t(cycle === 'yearly' ? 'subscription.price.perYear' : 'subscription.price.perMonth', {
    amount: formatCedi(lang, amount),
  });
}
