import type { Plan } from '@sparklink/contract';
import { numberFormat } from '../../../i18n/intl';
import { translator, type Translator } from '../../../i18n/use-t';

/** Spec 2 §9: (12 × monthly − yearly) / (12 × monthly), as a whole percent; 0 for a free plan. */
export function yearlySavingPercent({ monthlyPrice, yearlyPrice }: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>) {
  if (monthlyPrice <= 0) return 0;
  return Math.round(((12 * monthlyPrice - yearlyPrice) / (12 * monthlyPrice)) * 100);
}

/**
 * The billing switch's line: "Save 17%" when every paid plan saves the same, else "Save up to N%",
 * the percent written the language's way ("17 %" in French).
 */
export function yearlySavingLabel(plans: readonly Plan[], { t, lang }: Translator = translator()): string | null {
  const savings = plans.map(yearlySavingPercent).filter((percent) => percent > 0);
  if (savings.length === 0) return null;
  const best = Math.max(...savings);
  const percent = numberFormat(lang, { style: 'percent' }).format(best / 100);
  return t(savings.every((saving) => saving === best) ? 'subscription.plans.save' : 'subscription.plans.saveUpTo', {
    percent,
  });
}
