import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { leaveForCheckout } from '../lib/checkout-redirect';
import { INITIALIZE_ROUTE, renderSubscription } from '../test/render-subscription';

// jsdom cannot leave the page; the redirect's own rule is tested in lib/checkout-redirect.test.ts.
vi.mock('../lib/checkout-redirect', () => ({ leaveForCheckout: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveForCheckout).mockClear();
});

const CHECKOUT_URL = 'https://checkout.paystack.com/0peioxfhpn';
const started = ok(
  {
    authorizationUrl: CHECKOUT_URL,
    reference: 'spk-1',
    accessCode: '0peioxfhpn',
    amount: 350,
    currency: 'GHS',
    price: 350,
    credit: 0,
  },
  'Payment initialized',
);

async function chooseIn(planName: string, button: string) {
  const user = userEvent.setup();
  const plan = await screen.findByRole('article', { name: planName });
  await user.click(within(plan).getByRole('button', { name: button }));
  return user;
}

describe('a reminder’s one-tap Renew link', () => {
  it('goes straight on to the checkout of the plan and cycle it names, once', async () => {
    const { calls } = renderSubscription({
      path: '/dashboard/subscription?renew=RISE&cycle=yearly',
      api: { [INITIALIZE_ROUTE]: started },
    });

    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([{ plan: 'RISE', billingCycle: 'yearly' }]);
  });

  it('starts nothing when the link names no paid plan', async () => {
    const { calls } = renderSubscription({
      path: '/dashboard/subscription?renew=STARTER&cycle=yearly',
      api: { [INITIALIZE_ROUTE]: started },
    });

    await screen.findByRole('article', { name: 'Blaze' });
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([]);
  });
});

describe('upgrading', () => {
  it('starts a monthly payment for the chosen plan and leaves for its checkout page', async () => {
    const { calls } = renderSubscription({ api: { [INITIALIZE_ROUTE]: started } });
    await chooseIn('Blaze', 'Upgrade to Blaze');

    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([{ plan: 'BLAZE', billingCycle: 'monthly' }]);
    // Still leaving: no second payment can be started meanwhile.
    expect(screen.getByRole('button', { name: 'Upgrade to Blaze' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Rise' })).toBeDisabled();

    // Back from the checkout, restored from the browser's page cache: choosing works again.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(screen.getByRole('button', { name: 'Upgrade to Blaze' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Rise' })).toBeEnabled();
  });

  it('sends the yearly cycle when Yearly is chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderSubscription({ api: { [INITIALIZE_ROUTE]: started } });
    await user.click(await screen.findByRole('button', { name: /Yearly/ }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Rise' }));

    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledTimes(1));
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([{ plan: 'RISE', billingCycle: 'yearly' }]);
  });

  it('shows the server reason when Paystack cannot be reached (502)', async () => {
    renderSubscription({
      api: { [INITIALIZE_ROUTE]: fail(502, 'UPSTREAM_ERROR', 'Could not start the payment. Please try again.') },
    });
    await chooseIn('Rise', 'Upgrade to Rise');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to initialize payment');
    expect(toast).toHaveTextContent('Could not start the payment. Please try again.');
    expect(leaveForCheckout).not.toHaveBeenCalled();
  });
});
