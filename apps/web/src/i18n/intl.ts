import { INTL_LOCALE, type Language } from '@sparklink/contract/i18n';

/**
 * Dates, numbers and money in the reader's language, through `Intl` (INTL_LOCALE: English keeps
 * the spec's US dates, "July 26, 2025"; the others their usual European forms). Formatters are
 * cached: building one costs far more than using it.
 */

const cache = new Map<string, unknown>();

function cached<T>(kind: string, lang: Language, options: object, make: (locale: string) => T): T {
  const key = `${kind}|${lang}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) cache.set(key, (formatter = make(INTL_LOCALE[lang])));
  return formatter;
}

export const dateFormat = (lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', lang, options, (locale) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', lang, options, (locale) => new Intl.NumberFormat(locale, options));

export const listFormat = (lang: Language, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  cached('list', lang, options, (locale) => new Intl.ListFormat(locale, options));

export const relativeTimeFormat = (lang: Language, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached('relative', lang, options, (locale) => new Intl.RelativeTimeFormat(locale, options));

/**
 * Ghana cedi with the GH₵ sign in every language ("GH₵35", "35 GH₵", "35 GH₵"): Intl's narrow
 * symbol is a bare ₵ in some locales, and "GHS" reads as a code, not a price.
 */
export function formatCedi(lang: Language, amount: number): string {
  const parts = numberFormat(lang, {
    style: 'currency',
    currency: 'GHS',
    currencyDisplay: 'narrowSymbol',
    trailingZeroDisplay: 'stripIfInteger',
  }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? 'GH₵' : part.value)).join('');
}
