import { useT } from '../../../i18n/use-t';

/** The "or" rule between the e-mail form and the Google button. */
export function OrDivider() {
  const { t } = useT();
  return (
    <div className="my-6 flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase">
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
      {t('auth.or')}
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
