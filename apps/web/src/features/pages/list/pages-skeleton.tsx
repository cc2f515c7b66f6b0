import { useT } from '../../../i18n/use-t';

/** Three placeholder rows while the list loads. */
export function PagesSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('pages.list.loading')} className="space-y-3">
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          className="flex animate-pulse items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <span className="h-10 w-10 rounded-lg bg-slate-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/3 rounded bg-slate-200" />
            <span className="block h-3 w-1/5 rounded bg-slate-100" />
          </span>
        </div>
      ))}
    </div>
  );
}
