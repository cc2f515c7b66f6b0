import type { BillingCycle } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';

interface BillingCycleSwitchProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  /** "Save 17%", shown beside Yearly; null when no plan saves anything. */
  yearlySaving: string | null;
}

const OPTIONS: ReadonlyArray<[BillingCycle, MessageId]> = [
  ['monthly', 'subscription.plans.monthly'],
  ['yearly', 'subscription.plans.yearly'],
];

/** Monthly or yearly prices on every card: two pressed/unpressed buttons in a labelled group. */
export function BillingCycleSwitch({ value, onChange, yearlySaving }: BillingCycleSwitchProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t('subscription.plans.cycle')} className="inline-flex rounded-lg bg-slate-100 p-1">
      {OPTIONS.map(([cycle, label]) => (
        <button
          key={cycle}
          type="button"
          aria-pressed={value === cycle}
          onClick={() => onChange(cycle)}
          className={`flex min-h-10 items-center gap-2 rounded-md px-4 text-sm font-semibold ${focusRing} ${
            value === cycle ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {t(label)}
          {cycle === 'yearly' && yearlySaving && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">{yearlySaving}</span>
          )}
        </button>
      ))}
    </div>
  );
}
