import type { CurrentSubscription } from '@sparklink/contract';

/**
 * A kept card will be charged at the period end: automatic mode, not turned off, and no failed
 * renewal being retried. Only then do the screens speak of a next charge (decision 040).
 */
export const renewsAutomatically = ({ status, renewal, grace }: CurrentSubscription): boolean =>
  status === 'active' && renewal.mode === 'automatic' && grace === null;

/**
 * What POST /cancel and /reactivate switch for this plan (api-contract §9: cancel sets `canceled`,
 * reactivate undoes it while the plan runs): automatic renewal when a card is or can be charged,
 * else the reminders to renew by hand. Null while a failed renewal is retried: paying is the way out.
 */
export function renewalSwitch(
  subscription: CurrentSubscription,
): { kind: 'automatic' | 'reminders'; on: boolean } | null {
  if (subscription.grace) return null;
  const on = subscription.status === 'active';
  const automatic = on ? subscription.renewal.mode === 'automatic' : subscription.renewal.canAutoRenew;
  return { kind: automatic ? 'automatic' : 'reminders', on };
}
