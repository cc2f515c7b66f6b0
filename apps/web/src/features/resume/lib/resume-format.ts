import type { Language } from '@sparklink/contract/i18n';
import { dateFormat, numberFormat } from '../../../i18n/intl';
import type { Translator } from '../../../i18n/use-t';

/** 1 decimal from a megabyte up, whole kilobytes below: "2.4 MB", "312 KB" (in French "2,4 Mo"). */
export function formatFileSize({ t, lang }: Pick<Translator, 't' | 'lang'>, bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const size = numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      bytes / (1024 * 1024),
    );
    return t('resume.size.megabytes', { size });
  }
  if (bytes >= 1024) return t('resume.size.kilobytes', { size: numberFormat(lang).format(Math.round(bytes / 1024)) });
  return t('resume.size.bytes', { size: numberFormat(lang).format(bytes) });
}

/** "Mar 14, 2025", "14 mars 2025", "14. März 2025". */
export const formatUploadedDate = (lang: Language, iso: string): string =>
  dateFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
