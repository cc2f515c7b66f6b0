import { SUBSCRIPTION_MESSAGES, type BillingCycle, type PaidTier } from '@sparklink/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { initializePayment } from '../api/subscription-api';
import { leaveForCheckout } from '../lib/checkout-redirect';

/**
 * Starts a payment and leaves for its checkout page. The chosen plan stays "starting" until the
 * browser has gone, so a second click cannot start a second payment; a failure says why.
 */
export function useCheckout() {
  const { toast } = useToast();
  const { message } = useT();
  const [startingTier, setStartingTier] = useState<PaidTier | null>(null);
  const initialize = useMutation({ mutationFn: initializePayment });

  // Back from the checkout, the browser may restore this page as it was left: spinning.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setStartingTier(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const fail = (error: unknown) => {
    setStartingTier(null);
    toast(failureToast(message(SUBSCRIPTION_MESSAGES.initializeFailedScreen), error));
  };

  const buy = (plan: PaidTier, billingCycle: BillingCycle) => {
    setStartingTier(plan);
    initialize.mutate(
      { plan, billingCycle },
      {
        onSuccess: ({ authorizationUrl }) => {
          try {
            leaveForCheckout(authorizationUrl);
          } catch (error) {
            fail(error);
          }
        },
        onError: fail,
      },
    );
  };

  return { buy, startingTier };
}
