import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { numberFormat } from '../../i18n/intl';
import { useT } from '../../i18n/use-t';

const PERCENT = { maximumFractionDigits: 1, signDisplay: 'exceptZero' } as const;

interface ChangeIndicatorProps {
  /** Percent against the previous period; null when there is nothing to compare with (previous was 0). */
  change: number | null;
  /** What the change is measured against, e.g. "previous 30 days". */
  against: string;
  /** False where a rise is bad news (bounce rate): the colour flips, the arrow does not. */
  upIsGood?: boolean;
  /** How the signed number reads: "+12.5%" by default; a rate's change in points says "+10 pts". */
  unit?: (value: string) => string;
}

/**
 * "+12.5% vs previous 30 days" with an up or down trend arrow, or "—" when no change can be
 * measured. The sign and the words carry the meaning; the colour only repeats it.
 */
export function ChangeIndicator({ change, against, upIsGood = true, unit }: ChangeIndicatorProps) {
  const { t, lang } = useT();
  if (change === null) {
    return (
      <p className="text-xs text-slate-600">
        <span aria-hidden>{t('common.change.noneVisible', { against })}</span>
        <span className="sr-only">{t('common.change.noneSpoken', { against })}</span>
      </p>
    );
  }
  const Icon = change > 0 ? TrendingUp : change < 0 ? TrendingDown : Minus;
  const good = change === 0 ? null : change > 0 === upIsGood;
  const tone = good === null ? 'text-slate-600' : good ? 'text-emerald-700' : 'text-red-700';
  const direction = t(change > 0 ? 'common.change.up' : change < 0 ? 'common.change.down' : 'common.change.none');
  return (
    <p className="flex items-center gap-1 text-xs text-slate-600">
      <span className={`inline-flex items-center gap-0.5 font-semibold ${tone}`}>
        <Icon aria-hidden className="h-3.5 w-3.5" />
        <span className="sr-only">{`${direction} `}</span>
        {(unit ?? ((value: string) => t('common.change.percent', { value })))(
          numberFormat(lang, PERCENT).format(change),
        )}
      </span>
      {t('common.change.vs', { against })}
    </p>
  );
}
