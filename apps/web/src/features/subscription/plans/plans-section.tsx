import {
  SUBSCRIPTION_MESSAGES,
  TIERS,
  type BillingCycle,
  type CurrentSubscription,
  type Plan,
  type Tier,
} from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { plansQueryOptions } from '../../../lib/subscription/plans-query';
import { planAction } from '../lib/plan-action';
import { yearlySavingLabel } from '../lib/yearly-saving';
import { LoadFailure } from '../components/load-failure';
import { BillingCycleSwitch } from './billing-cycle-switch';
import { PlanCard } from './plan-card';
import type { Checkout } from './use-checkout';

interface PlansSectionProps {
  currentTier: Tier;
  /** GET /current's answer: null when nothing runs, undefined until it is known. */
  running: CurrentSubscription | null | undefined;
  checkout: Checkout;
}

/** The plan cards from GET /plans with the monthly/yearly switch (spec 2 §2, decision 040). */
export function PlansSection({ currentTier, running, checkout }: PlansSectionProps) {
  const query = useQuery({ ...plansQueryOptions, select: (result) => result.plans });
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const { buy, startingTier, startedFrom } = checkout;
  const translator = useT();
  const { t, message } = translator;
  const plans = query.data ? TIERS.map((tier) => query.data[tier]).filter((plan): plan is Plan => Boolean(plan)) : [];

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="plans-heading" className="text-lg font-semibold text-slate-900">
          {t('subscription.plans.title')}
        </h3>
        {query.isSuccess && (
          <BillingCycleSwitch value={cycle} onChange={setCycle} yearlySaving={yearlySavingLabel(plans, translator)} />
        )}
      </div>
      {query.isPending && <Spinner label={t('subscription.plans.loading')} />}
      {query.isError && (
        <LoadFailure message={message(SUBSCRIPTION_MESSAGES.loadPlansFailed)} onRetry={query.refetch} />
      )}
      {query.isSuccess && (
        <div className="grid gap-4 md:grid-cols-3">
          {plans.map((plan) => {
            const action = planAction(plan, cycle, running);
            return (
              <PlanCard
                key={plan.tier}
                plan={plan}
                cycle={cycle}
                current={plan.tier === currentTier}
                action={action}
                running={running}
                onBuy={() => (action.kind === 'buy' || action.kind === 'upgrade') && buy(action.tier, cycle)}
                starting={startingTier === plan.tier && startedFrom === 'plans'}
                busy={startingTier !== null}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
