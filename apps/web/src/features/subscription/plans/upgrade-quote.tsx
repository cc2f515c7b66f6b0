import type { BillingCycle, Plan } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatCedi } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { quoteQueryOptions } from '../api/subscription-api';

interface UpgradeQuoteProps {
  plan: Plan & { tier: 'RISE' | 'BLAZE' };
  cycle: BillingCycle;
  current: Plan;
  onBuy: () => void;
  starting: boolean;
  busy: boolean;
}

/**
 * A higher plan while one runs (decision 040): the exact sum before paying, "GH₵70 − GH₵24 credit
 * = GH₵46 today", and a button that pays that sum. Until the quote is known there is nothing to pay.
 */
export function UpgradeQuote({ plan, cycle, current, onBuy, starting, busy }: UpgradeQuoteProps) {
  const quote = useQuery(quoteQueryOptions(plan.tier, cycle));
  const sumId = useId();
  const { t, lang } = useT();
  const cedi = (amount: number) => formatCedi(lang, amount);

  if (quote.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('subscription.plans.quoteLoading')}
      </p>
    );
  if (quote.isError)
    return (
      <div role="alert" className="space-y-2 text-sm text-red-800">
        <p>{errorMessage(quote.error, t('subscription.plans.quoteFailed'))}</p>
        <Button variant="secondary" onClick={() => void quote.refetch()}>
          {t('subscription.tryAgain')}
        </Button>
      </div>
    );

  const { price, credit, amount, unusedDays, bonusDays } = quote.data;
  return (
    <>
      <div id={sumId} className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
        <p className="font-semibold">
          {credit > 0
            ? t('subscription.plans.quote', { price: cedi(price), credit: cedi(credit), amount: cedi(amount) })
            : t('subscription.plans.quoteNoCredit', { amount: cedi(amount) })}
        </p>
        {credit > 0 && (
          <p className="text-slate-600">
            {t('subscription.plans.creditFor', { count: unusedDays, plan: current.name })}
          </p>
        )}
        {bonusDays > 0 && (
          <p className="text-emerald-700">{t('subscription.plans.bonusDays', { count: bonusDays, plan: plan.name })}</p>
        )}
      </div>
      <Button loading={starting} disabled={busy && !starting} aria-describedby={sumId} onClick={onBuy}>
        {t('subscription.plans.upgradeFor', { plan: plan.name, amount: cedi(amount) })}
      </Button>
    </>
  );
}
