import { dateFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';

/** When a requested removal of the second factor takes effect, in the reader's language (decision 034). */
export function RecoveryWaiting({ dueAt }: { dueAt: string }) {
  const { t, lang } = useT();
  const date = dateFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(dueAt));
  return <p className="text-sm text-slate-700">{t('auth.twoFactor.recoveryWaiting', { date })}</p>;
}
