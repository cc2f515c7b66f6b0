import { SUBSCRIPTION_MESSAGES, type BillingCycle, type PaidTier } from '@sparklink/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { initializePayment } from '../api/subscription-api';
import { leaveForCheckout } from '../lib/checkout-redirect';

/** Which button started the payment, so that one spins: a plan card or the renewal line. */
export type CheckoutSource = 'plans' | 'renewal';

export type Checkout = ReturnType<typeof useCheckout>;

/**
 * Starts a payment and leaves for its checkout page. The chosen plan stays "starting" until the
 * browser has gone, so a second click cannot start a second payment; a failure says why.
 */
export function useCheckout() {
  const { toast } = useToast();
  const { message } = useT();
  const [starting, setStarting] = useState<{ tier: PaidTier; from: CheckoutSource } | null>(null);
  const initialize = useMutation({ mutationFn: initializePayment });

  // Back from the checkout, the browser may restore this page as it was left: spinning.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const fail = (error: unknown) => {
    setStarting(null);
    toast(failureToast(message(SUBSCRIPTION_MESSAGES.initializeFailedScreen), error));
  };

  const buy = (plan: PaidTier, billingCycle: BillingCycle, from: CheckoutSource = 'plans') => {
    setStarting({ tier: plan, from });
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

  return { buy, startingTier: starting?.tier ?? null, startedFrom: starting?.from ?? null };
}
