import { Minus, TrendingDown, TrendingUp } from 'lucide-react';

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

interface ChangeIndicatorProps {
  /** Percent against the previous period; null when there is nothing to compare with (previous was 0). */
  change: number | null;
  /** What the change is measured against, e.g. "previous 30 days". */
  against: string;
  /** False where a rise is bad news (bounce rate): the colour flips, the arrow does not. */
  upIsGood?: boolean;
}

/**
 * "+12.5% vs previous 30 days" with an up or down trend arrow, or "—" when no change can be
 * measured. The sign and the words carry the meaning; the colour only repeats it.
 */
export function ChangeIndicator({ change, against, upIsGood = true }: ChangeIndicatorProps) {
  if (change === null) {
    return (
      <p className="text-xs text-slate-600">
        <span aria-hidden>{`— vs ${against}`}</span>
        <span className="sr-only">{`No change to show: nothing to compare with in the ${against}`}</span>
      </p>
    );
  }
  const Icon = change > 0 ? TrendingUp : change < 0 ? TrendingDown : Minus;
  const good = change === 0 ? null : change > 0 === upIsGood;
  const tone = good === null ? 'text-slate-600' : good ? 'text-emerald-700' : 'text-red-700';
  const direction = change > 0 ? 'Up' : change < 0 ? 'Down' : 'No change';
  return (
    <p className="flex items-center gap-1 text-xs text-slate-600">
      <span className={`inline-flex items-center gap-0.5 font-semibold ${tone}`}>
        <Icon aria-hidden className="h-3.5 w-3.5" />
        <span className="sr-only">{`${direction}: `}</span>
        {`${percent.format(change)}%`}
      </span>
      {`vs ${against}`}
    </p>
  );
}
