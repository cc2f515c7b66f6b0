import { useT } from '../../i18n/use-t';

export function Spinner({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div
      role="status"
      aria-label={label ?? t('common.loading')}
      className="flex min-h-[40vh] items-center justify-center"
    >
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  );
}
