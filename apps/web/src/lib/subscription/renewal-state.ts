import type { CurrentSubscription } from '@sparklink/contract';

/**
 * A kept card will be charged at the period end: automatic mode, not turned off, and no failed
 * renewal being retried. Only then do the screens speak of a next charge (decision 040).
 */
export const renewsAutomatically = ({ status, renewal, grace }: CurrentSubscription): boolean =>
  status === 'active' && renewal.mode === 'automatic' && grace === null;

/**
 * Automatic renewal as a switch (decision 040: Cancel turns it off, Reactivate on), or null when
 * there is nothing to switch: no card is kept (the plan is renewed by hand, and reminders go
 * whatever the status), or a failed renewal is being retried (paying is the way out).
 */
export function renewalSwitch(subscription: CurrentSubscription): { on: boolean } | null {
  if (subscription.grace || !subscription.renewal.canAutoRenew) return null;
  return { on: subscription.status === 'active' && subscription.renewal.mode === 'automatic' };
}
