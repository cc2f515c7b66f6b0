import type { BillingCycle, Plan } from '@sparklink/contract';
import { formatCedi } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';

/** The card's price for the chosen cycle; yearly adds what it saves against twelve months. */
export function PlanPrice({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t, lang } = useT();
  const yearly = cycle === 'yearly';
  const saving = 12 * plan.monthlyPrice - plan.yearlyPrice;
  return (
    <div>
      <p className="text-slate-900">
        <span className="text-3xl font-bold">{formatCedi(lang, yearly ? plan.yearlyPrice : plan.monthlyPrice)}</span>{' '}
        <span className="text-sm text-slate-600">
          {t(yearly ? 'subscription.plans.perYear' : 'subscription.plans.perMonth')}
        </span>
      </p>
      {yearly && saving > 0 && (
        <p className="text-sm font-medium text-emerald-700">
          {t('subscription.plans.yearSaving', { amount: formatCedi(lang, saving) })}
        </p>
      )}
    </div>
  );
}
