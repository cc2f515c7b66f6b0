import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, type Route } from '../../test/owner-fakes';
import { aSubscription } from '../../test/subscription-fakes';
import { holdRequests } from './test/hold-requests';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const CURRENT_ROUTE = 'GET /api/subscriptions/current';
const CANCEL_ROUTE = 'POST /api/subscriptions/cancel';
const REACTIVATE_ROUTE = 'POST /api/subscriptions/reactivate';
const CONFIRM_TEXT =
  "Are you sure you want to cancel your subscription? You'll continue to have access until the end of your billing period.";

const card = () => screen.getByRole('region', { name: 'Subscription Management' });
const summary = async () => (await within(card()).findByText('Current Plan')).closest('dl')!;

function renderCard(api: Record<string, Route>, user = aUser()) {
  return renderSettings({ user, api });
}

describe('Settings → Subscription Management', () => {
  it('says it is loading until GET /current answers', async () => {
    renderCard({ [CURRENT_ROUTE]: ok(aSubscription()) });
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading subscription...');
    expect(await summary()).toHaveTextContent('Current PlanRise');
    expect(within(card()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads the plan from the server, not from the stored session: none running means no subscription', async () => {
    renderCard(
      { [CURRENT_ROUTE]: fail(404, 'NOT_FOUND', 'No active subscription') },
      aUser({ subscription: 'RISE', subscriptionExpiresAt: '2030-07-26T10:15:00.000Z' }),
    );
    expect(await within(card()).findByText("You don't have an active subscription")).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(within(card()).queryByRole('button', { name: /Cancel|Reactivate/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText('Current Plan')).not.toBeInTheDocument();
  });

  it('shows an active plan: green badge, Next Billing date, monthly price, and Cancel Subscription', async () => {
    renderCard({ [CURRENT_ROUTE]: ok(aSubscription({ tier: 'BLAZE', billingCycle: 'yearly' })) }, aUser());
    const list = await summary();
    expect(list).toHaveTextContent('Current PlanBlaze');
    expect(list).toHaveTextContent('Next BillingJuly 26, 2030');
    expect(list).toHaveTextContent('AmountGH₵70 per month');
    expect(within(list).getByText('Active')).toHaveClass('bg-emerald-100');
    expect(within(card()).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Reactivate Subscription' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/dashboard/subscription');
  });

  it('shows a cancelled plan that still runs: red badge, Expires date, Reactivate instead of Cancel', async () => {
    renderCard({ [CURRENT_ROUTE]: ok(aSubscription({ status: 'canceled' })) });
    const list = await summary();
    expect(list).toHaveTextContent('ExpiresJuly 26, 2030');
    expect(list).not.toHaveTextContent('Next Billing');
    expect(within(list).getByText('Canceled')).toHaveClass('bg-red-100');
    expect(within(card()).getByRole('button', { name: 'Reactivate Subscription' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('offers no Reactivate once the period has ended', async () => {
    renderCard({
      [CURRENT_ROUTE]: ok(aSubscription({ status: 'canceled', currentPeriodEnd: '2020-01-01T00:00:00.000Z' })),
    });
    await summary();
    expect(within(card()).queryByRole('button', { name: 'Reactivate Subscription' })).not.toBeInTheDocument();
  });

  it('asks with the spec text before cancelling, and Keep Subscription sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard({ [CURRENT_ROUTE]: ok(aSubscription()) });
    await user.click(await within(card()).findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription(CONFIRM_TEXT);
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent(CANCEL_ROUTE)).toEqual([]);
  });

  it('cancels on confirmation: says so, and the card shows the plan ending instead of renewing', async () => {
    const user = userEvent.setup();
    const cancelled = aSubscription({ status: 'canceled' });
    const { calls } = renderCard({
      [CURRENT_ROUTE]: ok(aSubscription()),
      [CANCEL_ROUTE]: ok(
        {
          message: 'Your plan stays active until 26 July 2030.',
          effectiveDate: cancelled.currentPeriodEnd,
          subscription: cancelled,
        },
        'Subscription cancelled successfully',
      ),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Cancel Subscription' }));
    const release = holdRequests(CANCEL_ROUTE);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep Subscription' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toast = screen.getByText('Subscription cancelled successfully').closest('[role="status"]');
    expect(toast).toHaveTextContent('Your plan stays active until 26 July 2030.');
    const list = await summary();
    expect(list).toHaveTextContent('ExpiresJuly 26, 2030');
    expect(within(list).getByText('Canceled')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Reactivate Subscription' })).toBeInTheDocument();
    expect(calls.sent(CANCEL_ROUTE)).toEqual([undefined]);
  });

  it('says "Failed to cancel subscription" with the reason, and the plan is left as it was', async () => {
    const user = userEvent.setup();
    renderCard({
      [CURRENT_ROUTE]: ok(aSubscription()),
      [CANCEL_ROUTE]: fail(404, 'NOT_FOUND', 'No active subscription'),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to cancel subscription');
    expect(toast).toHaveTextContent('No active subscription');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await summary()).toHaveTextContent('Next BillingJuly 26, 2030');
  });

  it('reactivates a cancelled plan: says so, and the card shows it renewing again', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard({
      [CURRENT_ROUTE]: ok(aSubscription({ status: 'canceled' })),
      [REACTIVATE_ROUTE]: ok({ subscription: aSubscription() }, 'Subscription reactivated'),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Reactivate Subscription' }));

    expect(await screen.findByText('Subscription reactivated')).toBeInTheDocument();
    const list = await summary();
    await waitFor(() => expect(list).toHaveTextContent('Next BillingJuly 26, 2030'));
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(calls.sent(REACTIVATE_ROUTE)).toEqual([undefined]);
  });

  it('says why a reactivation failed', async () => {
    const user = userEvent.setup();
    renderCard({
      [CURRENT_ROUTE]: ok(aSubscription({ status: 'canceled' })),
      [REACTIVATE_ROUTE]: fail(409, 'CONFLICT', 'Subscription is not cancelled'),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Reactivate Subscription' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to reactivate subscription');
    expect(toast).toHaveTextContent('Subscription is not cancelled');
  });

  it('says "Failed to load subscription data" when GET /current fails', async () => {
    renderCard({ [CURRENT_ROUTE]: fail(500, 'INTERNAL', 'Internal server error') });
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Failed to load subscription data');
  });
});
