import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, type Route } from '../../test/owner-fakes';
import { MOBILE_MONEY, aSubscription } from '../../test/subscription-fakes';
import { holdRequests } from './test/hold-requests';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const CURRENT_ROUTE = 'GET /api/subscriptions/current';
const CANCEL_ROUTE = 'POST /api/subscriptions/cancel';
const REACTIVATE_ROUTE = 'POST /api/subscriptions/reactivate';
const TURN_OFF_TEXT =
  'Your plan stays until July 26, 2030. After that it is not renewed and your account returns to Starter.';

const card = () => screen.getByRole('region', { name: 'Subscription Management' });
const summary = async () => (await within(card()).findByText('Current Plan')).closest('dl')!;
/** A plan whose automatic renewal was turned off: it runs to its end, the card is kept. */
const renewalOff = () => aSubscription({ status: 'canceled' });

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
    expect(within(card()).queryByRole('button', { name: /automatic renewal/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText('Current Plan')).not.toBeInTheDocument();
  });

  it('shows a renewing plan: next charge, price per year, the card it charges, and turning renewal off', async () => {
    renderCard({ [CURRENT_ROUTE]: ok(aSubscription({ tier: 'BLAZE', billingCycle: 'yearly', price: 700 })) }, aUser());
    const list = await summary();
    expect(list).toHaveTextContent('Current PlanBlaze');
    expect(list).toHaveTextContent('Next chargeJuly 26, 2030');
    expect(list).toHaveTextContent('AmountGH₵700 / year');
    expect(within(list).getByText('Active')).toHaveClass('bg-emerald-100');
    expect(within(card()).getByText('Renews automatically on July 26, 2030 — Visa •••• 4081')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Turn off automatic renewal' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Turn on automatic renewal' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/dashboard/subscription');
  });

  it('shows a plan that will not renew: Expires, never a next charge, renewal back on, Renew on the plans', async () => {
    renderCard({ [CURRENT_ROUTE]: ok(renewalOff()) });
    const list = await summary();
    expect(list).toHaveTextContent('ExpiresJuly 26, 2030');
    expect(list).not.toHaveTextContent('Next');
    expect(within(list).getByText('Canceled')).toHaveClass('bg-red-100');
    expect(within(card()).getByText('Expires on July 26, 2030')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/dashboard/subscription?renew=RISE&cycle=monthly',
    );
    expect(within(card()).getByRole('button', { name: 'Turn on automatic renewal' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Turn off automatic renewal' })).not.toBeInTheDocument();
  });

  it('renewed by hand: says when it expires and offers nothing to switch off (reminders go regardless)', async () => {
    const running = aSubscription({ paymentMethod: MOBILE_MONEY });
    const byHand = {
      ...running,
      renewal: { ...running.renewal, mode: 'reminder' as const, card: null, canAutoRenew: false },
    };
    renderCard({ [CURRENT_ROUTE]: ok(byHand) });
    expect(await within(card()).findByText('Expires on July 26, 2030')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /automatic renewal|reminders/ })).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/dashboard/subscription?renew=RISE&cycle=monthly',
    );
  });

  it('asks before turning renewal off, saying the plan stays; Keep automatic renewal sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard({ [CURRENT_ROUTE]: ok(aSubscription()) });
    await user.click(await within(card()).findByRole('button', { name: 'Turn off automatic renewal' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off automatic renewal?' });
    expect(dialog).toHaveAccessibleDescription(TURN_OFF_TEXT);
    expect(within(dialog).getByRole('button', { name: 'Keep automatic renewal' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep automatic renewal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent(CANCEL_ROUTE)).toEqual([]);
  });

  it('turns renewal off on confirmation: says until when the plan stays, and the card shows it expiring', async () => {
    const user = userEvent.setup();
    const off = renewalOff();
    const { calls } = renderCard({
      [CURRENT_ROUTE]: ok(aSubscription()),
      [CANCEL_ROUTE]: ok(
        {
          message: 'Your plan stays active until 26 July 2030.',
          effectiveDate: off.currentPeriodEnd,
          subscription: off,
        },
        'Subscription cancelled successfully',
      ),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Turn off automatic renewal' }));
    const release = holdRequests(CANCEL_ROUTE);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn off automatic renewal' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep automatic renewal' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toast = screen.getByText('Automatic renewal is off').closest('[role="status"]');
    expect(toast).toHaveTextContent('Your plan stays until July 26, 2030.');
    const list = await summary();
    expect(list).toHaveTextContent('ExpiresJuly 26, 2030');
    expect(within(card()).getByRole('button', { name: 'Turn on automatic renewal' })).toBeInTheDocument();
    expect(calls.sent(CANCEL_ROUTE)).toEqual([undefined]);
  });

  it('says "Failed to turn off automatic renewal" with the reason, and the plan is left renewing', async () => {
    const user = userEvent.setup();
    renderCard({
      [CURRENT_ROUTE]: ok(aSubscription()),
      [CANCEL_ROUTE]: fail(404, 'NOT_FOUND', 'No active subscription'),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Turn off automatic renewal' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn off automatic renewal' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to turn off automatic renewal');
    expect(toast).toHaveTextContent('No active subscription');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await summary()).toHaveTextContent('Next chargeJuly 26, 2030');
  });

  it('turns renewal back on: says when it renews, and the card shows the next charge again', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard({
      [CURRENT_ROUTE]: ok(renewalOff()),
      [REACTIVATE_ROUTE]: ok({ subscription: aSubscription() }, 'Subscription reactivated'),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Turn on automatic renewal' }));

    const toast = (await screen.findByText('Automatic renewal is on')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Your plan renews automatically on July 26, 2030.');
    const list = await summary();
    await waitFor(() => expect(list).toHaveTextContent('Next chargeJuly 26, 2030'));
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Turn off automatic renewal' })).toBeInTheDocument();
    expect(calls.sent(REACTIVATE_ROUTE)).toEqual([undefined]);
  });

  it('says why turning renewal on failed', async () => {
    const user = userEvent.setup();
    renderCard({
      [CURRENT_ROUTE]: ok(renewalOff()),
      [REACTIVATE_ROUTE]: fail(409, 'CONFLICT', 'Subscription is not cancelled'),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Turn on automatic renewal' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to turn on automatic renewal');
    expect(toast).toHaveTextContent('Subscription is not cancelled');
  });

  it('warns of a failed renewal and sends the owner to the checkout of the same plan to pay another way', async () => {
    renderCard({
      [CURRENT_ROUTE]: ok(
        aSubscription({
          grace: {
            until: '2030-08-02T10:15:00.000Z',
            nextAttemptAt: null,
            failedAttempts: 3,
            lastFailure: null,
          },
        }),
      ),
    });
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Your renewal payment failed');
    expect(alert).toHaveTextContent('Your plan stays until August 2, 2030.');
    expect(alert).not.toHaveTextContent('Reason');
    expect(alert).not.toHaveTextContent('try again');
    expect(within(alert).getByRole('link', { name: 'Pay another way' })).toHaveAttribute(
      'href',
      '/dashboard/subscription?renew=RISE&cycle=monthly',
    );
    expect(await summary()).not.toHaveTextContent('Next');
  });

  it('says "Failed to load subscription data" when GET /current fails', async () => {
    renderCard({ [CURRENT_ROUTE]: fail(500, 'INTERNAL', 'Internal server error') });
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Failed to load subscription data');
  });
});
