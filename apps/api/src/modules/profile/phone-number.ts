import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Where a number written without its country code is read as local: Ghana first (024 123 4567,
 * nine national digits), then Nigeria (0803 123 4567, ten). Their national numbers do not overlap
 * in length, so at most one of the two accepts a local number.
 */
const LOCAL_COUNTRIES: CountryCode[] = ['GH', 'NG'];

/**
 * A phone number as the owner wrote it, in E.164 (`+233241234567`), or undefined when no country
 * would dial it. International forms (`+233 24 123 4567`, `00233…`) are taken as they are.
 */
export function toE164(written: string): string | undefined {
  const text = written.trim().replace(/^00/, '+');
  if (!/^\+?[\d\s().-]{6,}$/.test(text)) return undefined;
  const countries: Array<CountryCode | undefined> = text.startsWith('+') ? [undefined] : LOCAL_COUNTRIES;
  for (const country of countries) {
    const number = parsePhoneNumberFromString(text, country);
    if (number?.isValid()) return number.number;
  }
  return undefined;
}

/** WhatsApp's click-to-chat address, with the prefilled message when there is one. */
export function whatsappUrl(e164: string, message: string | null): string {
  const chat = `https://wa.me/${e164.replace(/^\+/, '')}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}
