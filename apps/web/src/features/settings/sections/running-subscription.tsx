import type { CurrentSubscription } from '@sparklink/contract';
import type { ReactNode } from 'react';
import { RenewalDetails } from '../../../components/subscription/renewal-details';
import { SubscriptionSummary } from '../../../components/subscription/subscription-summary';

interface RunningSubscriptionProps {
  subscription: CurrentSubscription;
  viewPlans: ReactNode;
}

/**
 * A running subscription with what can be done to it (decision 040): automatic renewal off or on,
 * a scheduled switch kept or dropped; paying (renewing, a failed renewal) opens the subscription screen.
 */
export function RunningSubscription({ subscription, viewPlans }: RunningSubscriptionProps) {
  return (
    <>
      <SubscriptionSummary subscription={subscription} />
      <RenewalDetails subscription={subscription} />
      <div className="flex flex-wrap gap-2">{viewPlans}</div>
    </>
  );
}
