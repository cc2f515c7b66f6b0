import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { currentSubscriptionQueryOptions } from '../../../lib/subscription/current-subscription-query';
import { CurrentSubscriptionCard } from '../current/current-subscription-card';
import { BillingHistory } from '../history/billing-history';
import { paymentReferenceFrom } from '../lib/payment-reference';
import { renewRequestFrom } from '../lib/renew-link';
import { PlansSection } from '../plans/plans-section';
import { useCheckout } from '../plans/use-checkout';
import { PaymentVerification } from '../verify/payment-verification';

/**
 * /dashboard/subscription (spec 2 §2): the current subscription, the plans and the billing
 * history; or, when the checkout sent the browser back with a reference, the verification view.
 */
export function SubscriptionScreen() {
  const [search] = useSearchParams();
  const reference = paymentReferenceFrom(search);
  if (reference) return <PaymentVerification key={reference} reference={reference} />;
  return <SubscriptionOverview />;
}

function SubscriptionOverview() {
  const { user } = useAuth();
  const current = useQuery(currentSubscriptionQueryOptions);
  // One checkout for the renewal line and the plan cards: one payment at a time.
  const checkout = useCheckout();
  useRenewFromLink(checkout.buy);
  const { t } = useT();
  // Until GET /current answers, the session's tier marks the plan; a 404 means Starter.
  const currentTier = current.isSuccess ? (current.data?.tier ?? 'STARTER') : (user?.subscription ?? 'STARTER');
  return (
    <section aria-labelledby="subscription-heading" className="mx-auto max-w-5xl space-y-6">
      <div>
        <h2 id="subscription-heading" className="text-2xl font-bold text-slate-900">
          {t('subscription.screen.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('subscription.screen.intro')}</p>
      </div>
      <CurrentSubscriptionCard query={current} checkout={checkout} />
      <PlansSection
        currentTier={currentTier}
        // Until GET /current answers, a paid session tier leaves the paid cards without a button.
        running={current.isSuccess ? current.data : currentTier === 'STARTER' ? null : undefined}
        checkout={checkout}
      />
      <BillingHistory />
    </section>
  );
}

/**
 * A reminder's "Renew" link (`?renew=RISE&cycle=monthly`, decision 040) goes straight on to the
 * checkout: one tap from the mail. The request leaves the address first, so coming back from the
 * checkout does not start a second payment.
 */
function useRenewFromLink(buy: ReturnType<typeof useCheckout>['buy']) {
  const [search, setSearch] = useSearchParams();
  const started = useRef(false);
  const request = renewRequestFrom(search);
  useEffect(() => {
    if (!request || started.current) return;
    started.current = true;
    setSearch({}, { replace: true });
    buy(request.plan, request.cycle, 'renewal');
  }, [request, buy, setSearch]);
}
