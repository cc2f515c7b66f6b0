import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/** What a panel needs of a query; a disabled query (plan gate) never reaches a panel. */
export interface PanelQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  /** Loads the part again after a failure ("Try again"). */
  refetch: () => unknown;
}

interface PanelProps<T> {
  title: string;
  query: PanelQuery<T>;
  /** True when the period has nothing to show, so the panel says so instead of drawing zeros. */
  isEmpty: (data: T) => boolean;
  /** Defaults to "No data for this period yet". */
  emptyText?: string;
  children: (data: T) => ReactNode;
  className?: string;
}

/** A titled card with its loading, error, empty and data states. */
export function Panel<T>({ title, query, isEmpty, emptyText, children, className = '' }: PanelProps<T>) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h3 id={headingId} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {query.isPending && (
        <div role="status" aria-label={t('analytics.panel.loading', { title })} className="space-y-3">
          <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200" />
          <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        </div>
      )}
      {/* A failed refresh keeps what was shown; the screen's alert says the refresh failed. */}
      {query.isError && query.data === undefined && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">{t('analytics.panel.failed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('analytics.panel.tryAgain')}
          </Button>
        </div>
      )}
      {query.data !== undefined &&
        (isEmpty(query.data) ? (
          <p className="text-sm text-slate-600">{emptyText ?? t('analytics.panel.noData')}</p>
        ) : (
          children(query.data)
        ))}
    </section>
  );
}
