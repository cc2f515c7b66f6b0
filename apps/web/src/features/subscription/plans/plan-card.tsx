import type { BillingCycle, CurrentSubscription, Plan } from '@sparklink/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import { formatBillingDate } from '../../../lib/subscription/subscription-format';
import type { PlanAction } from '../lib/plan-action';
import { featureMessage } from './plan-features';
import { PlanPrice } from './plan-price';
import { ScheduleSwitch } from './schedule-switch';
import { UpgradeQuote } from './upgrade-quote';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  current: boolean;
  action: PlanAction;
  /** What runs now (GET /current), for upgrades' credit and scheduled switches. */
  running: CurrentSubscription | null | undefined;
  onBuy: () => void;
  /** This card's payment is being started: its button spins. */
  starting: boolean;
  /** Some payment is being started: no second one. */
  busy: boolean;
}

export function PlanCard({ plan, cycle, current, action, running, onBuy, starting, busy }: PlanCardProps) {
  const headingId = useId();
  const { t, lang } = useT();
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm ${
        current ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h4>
        {current && <StatusBadge tone="info">{t('subscription.plans.currentPlan')}</StatusBadge>}
      </div>
      <PlanPrice plan={plan} cycle={cycle} />
      <ul className="flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => {
          const id = featureMessage(feature);
          return (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
              {id ? t(id) : feature}
            </li>
          );
        })}
      </ul>
      {plan.tier === 'BLAZE' && <p className="text-xs text-slate-600">{t('subscription.plans.blazeDowngrade')}</p>}
      {action.kind === 'buy' && (
        <Button
          variant={current ? 'secondary' : 'primary'}
          loading={starting}
          disabled={busy && !starting}
          onClick={onBuy}
        >
          {t(action.label, { plan: plan.name })}
        </Button>
      )}
      {action.kind === 'upgrade' && running && (
        <UpgradeQuote
          plan={{ ...plan, tier: action.tier }}
          cycle={cycle}
          current={running.plan}
          onBuy={onBuy}
          starting={starting}
          busy={busy}
        />
      )}
      {action.kind === 'schedule' && running && (
        <ScheduleSwitch
          plan={{ ...plan, tier: action.tier }}
          cycle={cycle}
          running={running}
          label={action.label}
          date={action.date}
          disabled={busy}
        />
      )}
      {action.kind === 'scheduled' && (
        <p className="text-sm font-medium text-sky-800">
          {t('subscription.plans.scheduled', { date: formatBillingDate(lang, action.date) })}
        </p>
      )}
    </article>
  );
}
