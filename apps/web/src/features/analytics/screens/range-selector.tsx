import type { AnalyticsRange } from '@sparklink/contract';
import { Lock } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { RANGE_LABELS, RANGE_OPTIONS } from '../lib/range';

interface RangeSelectorProps {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
  /** Ranges the plan does not cover: still selectable (they explain the upgrade), marked with a lock. */
  locked: (range: AnalyticsRange) => boolean;
}

/** Native radios styled as a segmented control: arrow keys move between them, the legend names them. */
export function RangeSelector({ value, onChange, locked }: RangeSelectorProps) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="sr-only">{t('analytics.range.legend')}</legend>
      {/* Never wraps: the four ranges stay one row on a 390 px phone (narrower padding there). */}
      <div className="inline-flex flex-nowrap rounded-lg border border-slate-300 bg-white p-1">
        {RANGE_OPTIONS.map((range) => (
          <label
            key={range}
            className="relative inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-md px-2.5 text-sm whitespace-nowrap sm:px-3 font-semibold text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-2"
          >
            <input
              type="radio"
              name="analytics-range"
              value={range}
              checked={value === range}
              onChange={() => onChange(range)}
              className="sr-only"
            />
            {t(RANGE_LABELS[range])}
            {locked(range) && (
              <>
                <Lock aria-hidden className="h-3.5 w-3.5" />
                <span className="sr-only">{t('analytics.range.locked')}</span>
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
