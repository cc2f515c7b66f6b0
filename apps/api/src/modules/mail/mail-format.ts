import type { Language } from '@sparklink/contract/i18n';
import type { ServerTranslator } from '../../i18n/server-i18n';

/**
 * Dates and money as mail writes them, in the recipient's language. English mail has always read
 * "26 August 2025" and "GH₵ 35.00" (a receipt shows the pesewas), unlike the SPA's US dates
 * (apps/web/src/i18n/intl.ts); the other languages use their usual forms. Values are formatted
 * when the mail is queued, so the outbox row carries them as text.
 */
const MAIL_LOCALE: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

const days = new Map<Language, Intl.DateTimeFormat>();
const amounts = new Map<Language, Intl.NumberFormat>();

function cached<T>(map: Map<Language, T>, lang: Language, make: (locale: string) => T): T {
  let formatter = map.get(lang);
  if (!formatter) map.set(lang, (formatter = make(MAIL_LOCALE[lang])));
  return formatter;
}

/** "26 August 2025", "26 août 2025", "26 de agosto de 2025", "26. August 2025" (UTC). */
export const formatMailDay = (lang: Language, date: Date): string =>
  cached(
    days,
    lang,
    (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(date);

/** "26 August 2025 at 10:15 UTC": when an alert's event happened. */
export const formatMailWhen = (t: ServerTranslator, date: Date): string =>
  t.t('mail.when', { day: formatMailDay(t.lang, date), time: date.toISOString().slice(11, 16) });

/**
 * "GH₵ 35.00", "35,00 GH₵": the language's number and the sign's place, with the GH₵ sign
 * (Intl's symbol is a bare ₵ in some locales and its code "GHS" reads as a code, not a price)
 * and a plain space, as plain-text mail has always had.
 */
export function formatMailCedi(lang: Language, pesewas: number): string {
  const format = cached(
    amounts,
    lang,
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'GHS', currencyDisplay: 'code' }),
  );
  return format
    .formatToParts(pesewas / 100)
    .map((part) =>
      part.type === 'currency' ? 'GH₵' : part.type === 'literal' ? part.value.replace(/\s/g, ' ') : part.value,
    )
    .join('');
}
