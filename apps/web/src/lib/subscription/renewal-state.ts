import type { CurrentSubscription } from '@sparklink/contract';

/**
 * A kept card will be charged at the period end: automatic mode, not turned off, and no failed
 * renewal being retried. Only then do the screens speak of a next charge (decision 040).
 */
export const renewsAutomatically = ({ status, renewal, grace }: CurrentSubscription): boolean =>
  status === 'active' && renewal.mode === 'automatic' && grace === null;

/** Automatic renewal is off but could be turned on: a reusable card is kept. */
export const canTurnOnRenewal = (subscription: CurrentSubscription): boolean =>
  !renewsAutomatically(subscription) && subscription.grace === null && subscription.renewal.canAutoRenew;
