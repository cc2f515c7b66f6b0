import type { Language } from '@sparklink/contract/i18n';
import { activeLanguage } from '../../i18n/i18n';
import { numberFormat } from '../../i18n/intl';

/** A measured count with the language's thousands separators: 12,345 / 12 345 / 12.345. */
export function formatCount(value: number, lang: Language = activeLanguage()): string {
  return numberFormat(lang).format(value);
}
