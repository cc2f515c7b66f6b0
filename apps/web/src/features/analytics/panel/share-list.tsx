import { useT } from '../../../i18n/use-t';
import { formatPercent } from '../lib/metric-format';

export interface ShareRow {
  label: string;
  count: number;
  percentage: number;
}

/** Rows of "label · views · share" with a bar; the numbers are text, the bar only repeats them. */
export function ShareList({ rows }: { rows: ShareRow[] }) {
  const { t, lang } = useT();
  return (
    <ul className="space-y-3">
      {rows.map(({ label, count, percentage }) => (
        <li key={label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate font-medium text-slate-800">{label}</span>
            <span className="shrink-0 text-slate-600">
              {`${t('analytics.share.views', { count })} · ${formatPercent(lang, percentage)}`}
            </span>
          </div>
          <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.min(100, percentage)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
