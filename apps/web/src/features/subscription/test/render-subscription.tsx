import { PLANS } from '@sparklink/contract';
import { ok, type Route } from '../../../test/owner-fakes';
import { renderOwner, type OwnerRenderOptions } from '../../../test/render-owner';
import { SubscriptionScreen } from '../screens/subscription-screen';

export const PLANS_ROUTE = 'GET /api/subscriptions/plans';
export const CURRENT_ROUTE = 'GET /api/subscriptions/current';
export const HISTORY_ROUTE = 'GET /api/subscriptions/history';
export const INITIALIZE_ROUTE = 'POST /api/subscriptions/initialize';
export const ME_ROUTE = 'GET /api/auth/me';
export const CANCEL_ROUTE = 'POST /api/subscriptions/cancel';
export const REACTIVATE_ROUTE = 'POST /api/subscriptions/reactivate';
export const SCHEDULE_ROUTE = 'POST /api/subscriptions/scheduled-change';
export const UNSCHEDULE_ROUTE = 'DELETE /api/subscriptions/scheduled-change';
export const quoteRoute = (plan: string, billingCycle: string) =>
  `GET /api/subscriptions/quote?plan=${plan}&billingCycle=${billingCycle}`;
export const verifyRoute = (reference: string) => `GET /api/subscriptions/verify/${reference}`;

/**
 * /dashboard/subscription for a signed-in owner (Starter unless told), at `path`. The plans answer
 * as the contract's; there is no subscription (404) and no payment unless a test says otherwise.
 */
export function renderSubscription({
  path = '/dashboard/subscription',
  user,
  api = {},
}: OwnerRenderOptions & { path?: string; api?: Record<string, Route> } = {}) {
  return renderOwner([{ path: '/dashboard/subscription', element: <SubscriptionScreen /> }], path, {
    user,
    api: { [PLANS_ROUTE]: ok({ plans: PLANS }), [HISTORY_ROUTE]: ok({ transactions: [] }), ...api },
  });
}
