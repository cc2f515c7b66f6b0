import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/owner-fakes';
import { MOBILE_MONEY, aSubscription } from '../../../test/subscription-fakes';
import { leaveForCheckout } from '../lib/checkout-redirect';
import { CANCEL_ROUTE, CURRENT_ROUTE, INITIALIZE_ROUTE, renderSubscription } from '../test/render-subscription';

// jsdom cannot leave the page; the redirect's own rule is tested in lib/checkout-redirect.test.ts.
vi.mock('../lib/checkout-redirect', () => ({ leaveForCheckout: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveForCheckout).mockClear();
});

const currentCard = () => screen.getByRole('region', { name: 'Current Subscription' });
const started = ok(
  {
    authorizationUrl: 'https://checkout.paystack.com/r1',
    reference: 'spk-3',
    accessCode: 'r1',
    amount: 350,
    currency: 'GHS',
    price: 350,
    credit: 0,
  },
  'Payment initialized',
);

/** A plan renewed by hand: paid with mobile money, no card kept, reminded before it expires. */
function reminderPlan() {
  const base = aSubscription({ tier: 'RISE', billingCycle: 'yearly', price: 350, paymentMethod: MOBILE_MONEY });
  return {
    ...base,
    renewal: {
      ...base.renewal,
      mode: 'reminder' as const,
      billingCycle: 'yearly' as const,
      amount: 350,
      card: null,
      canAutoRenew: false,
    },
  };
}

describe('the current subscription card', () => {
  it('renewing automatically: the date and the card, and turning it off keeps the plan until its end', async () => {
    const user = userEvent.setup();
    const running = aSubscription({ tier: 'RISE', billingCycle: 'yearly', price: 350 });
    const off = { ...aSubscription({ tier: 'RISE', billingCycle: 'yearly', price: 350, status: 'canceled' }) };
    const { calls } = renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok(running),
        [CANCEL_ROUTE]: ok(
          {
            message: 'Your plan stays active until 26 July 2030.',
            effectiveDate: off.currentPeriodEnd,
            subscription: off,
          },
          'Subscription cancelled successfully',
        ),
      },
    });
    const card = within(currentCard());
    expect(await card.findByText('Renews automatically on July 26, 2030 — Visa •••• 4081')).toBeInTheDocument();
    expect(card.getByText('Current Plan').closest('dl')).toHaveTextContent('AmountGH₵350 / year');
    expect(card.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Turn off automatic renewal' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off automatic renewal?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your plan stays until July 26, 2030. After that it is not renewed and your account returns to Starter.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Turn off automatic renewal' }));

    expect(await card.findByText('Expires on July 26, 2030')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Turn on automatic renewal' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(calls.sent(CANCEL_ROUTE)).toEqual([undefined]);
  });

  it('says, before renewal of Blaze is turned off, what returning to Starter does to schedules and the domain', async () => {
    const user = userEvent.setup();
    renderSubscription({ api: { [CURRENT_ROUTE]: ok(aSubscription({ tier: 'BLAZE', price: 70 })) } });
    await user.click(await within(currentCard()).findByRole('button', { name: 'Turn off automatic renewal' }));
    expect(screen.getByRole('dialog', { name: 'Turn off automatic renewal?' })).toHaveAccessibleDescription(
      'Your plan stays until July 26, 2030. After that it is not renewed and your account returns to Starter. ' +
        'Moving below Blaze keeps your schedules, but they stop publishing your pages, and your own domain is disconnected after 7 days.',
    );
  });

  it('names the card as people know it, and mobile money plainly', async () => {
    const running = aSubscription();
    renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok({
          ...running,
          paymentMethod: MOBILE_MONEY,
          renewal: { ...running.renewal, card: { channel: 'card', brand: 'amex', last4: '0005' } },
        }),
      },
    });
    const card = within(currentCard());
    expect(
      await card.findByText('Renews automatically on July 26, 2030 — American Express •••• 0005'),
    ).toBeInTheDocument();
    expect(card.getByText('Current Plan').closest('dl')).toHaveTextContent('Payment methodMobile money •••• 2345');
  });

  it('renewed by hand: says when it expires, and Renew pays the same plan and cycle', async () => {
    const user = userEvent.setup();
    const { calls } = renderSubscription({
      api: { [CURRENT_ROUTE]: ok(reminderPlan()), [INITIALIZE_ROUTE]: started },
    });
    const card = within(currentCard());
    expect(await card.findByText('Expires on July 26, 2030')).toBeInTheDocument();
    const list = card.getByText('Current Plan').closest('dl')!;
    expect(list).toHaveTextContent('ExpiresJuly 26, 2030');
    expect(list).not.toHaveTextContent('Next');
    // No card to charge: nothing to switch off; the owner is reminded whatever they do.
    expect(card.queryByRole('button', { name: /automatic renewal|reminders/ })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://checkout.paystack.com/r1'));
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([{ plan: 'RISE', billingCycle: 'yearly' }]);
    // One payment at a time: the plan cards wait too.
    expect(screen.getByRole('button', { name: 'Switch to monthly billing on July 26, 2030' })).toBeDisabled();
  });

  it('a failed renewal: why, until when the plan stays, the next try, and paying another way', async () => {
    const user = userEvent.setup();
    const { calls } = renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok(
          aSubscription({
            tier: 'RISE',
            grace: {
              until: '2030-08-02T10:15:00.000Z',
              nextAttemptAt: '2030-07-29T10:15:00.000Z',
              failedAttempts: 1,
              lastFailure: 'Insufficient Funds',
            },
          }),
        ),
        [INITIALIZE_ROUTE]: started,
      },
    });
    const alert = await within(currentCard()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your renewal payment failed' +
        'Reason: Insufficient Funds' +
        'Your plan stays until August 2, 2030.' +
        'We will try again on July 29, 2030.' +
        'Pay another way',
    );
    expect(within(currentCard()).queryByRole('button', { name: /Turn (on|off)/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Pay another way' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledTimes(1));
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([{ plan: 'RISE', billingCycle: 'monthly' }]);
  });
});
