import type { PaymentQuote } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { aSubscription } from '../../../test/subscription-fakes';
import { leaveForCheckout } from '../lib/checkout-redirect';
import {
  CURRENT_ROUTE,
  INITIALIZE_ROUTE,
  SCHEDULE_ROUTE,
  UNSCHEDULE_ROUTE,
  quoteRoute,
  renderSubscription,
} from '../test/render-subscription';

// jsdom cannot leave the page; the redirect's own rule is tested in lib/checkout-redirect.test.ts.
vi.mock('../lib/checkout-redirect', () => ({ leaveForCheckout: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveForCheckout).mockClear();
});

const card = (name: string) => screen.getByRole('article', { name });
const currentCard = () => screen.getByRole('region', { name: 'Current Subscription' });

const aQuote = (fields: Partial<PaymentQuote> = {}): PaymentQuote => ({
  plan: 'BLAZE',
  billingCycle: 'monthly',
  price: 70,
  credit: 24,
  amount: 46,
  unusedDays: 20,
  bonusDays: 0,
  kind: 'upgrade',
  ...fields,
});

const started = ok(
  {
    authorizationUrl: 'https://checkout.paystack.com/x1',
    reference: 'spk-2',
    accessCode: 'x1',
    amount: 46,
    currency: 'GHS',
    price: 70,
    credit: 24,
  },
  'Payment initialized',
);

describe('upgrading while a plan runs', () => {
  it('shows the exact sum with the credit before paying, and pays that', async () => {
    const user = userEvent.setup();
    const { calls } = renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok(aSubscription({ tier: 'RISE' })),
        [quoteRoute('BLAZE', 'monthly')]: ok(aQuote()),
        [INITIALIZE_ROUTE]: started,
      },
    });
    const pay = await within(await screen.findByRole('article', { name: 'Blaze' })).findByRole('button', {
      name: 'Upgrade to Blaze for GH₵46',
    });
    expect(pay).toHaveAccessibleDescription(
      'GH₵70 − GH₵24 credit = GH₵46 today The credit is for 20 unused days of Rise.',
    );
    expect(card('Blaze')).not.toHaveTextContent('bonus');

    await user.click(pay);
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://checkout.paystack.com/x1'));
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([{ plan: 'BLAZE', billingCycle: 'monthly' }]);
  });

  it('asks for the quote of the chosen cycle and shows bonus days when the credit is larger than the price', async () => {
    const user = userEvent.setup();
    const { calls } = renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok(aSubscription({ tier: 'RISE', billingCycle: 'yearly', price: 350 })),
        [quoteRoute('BLAZE', 'monthly')]: ok(aQuote()),
        [quoteRoute('BLAZE', 'yearly')]: ok(
          aQuote({ billingCycle: 'yearly', price: 700, credit: 700, amount: 0, unusedDays: 300, bonusDays: 1 }),
        ),
      },
    });
    await screen.findByRole('article', { name: 'Blaze' });
    await user.click(screen.getByRole('button', { name: /Yearly/ }));

    const blaze = within(card('Blaze'));
    expect(await blaze.findByText('GH₵700 − GH₵700 credit = GH₵0 today')).toBeInTheDocument();
    expect(blaze.getByText('The credit is for 300 unused days of Rise.')).toBeInTheDocument();
    expect(blaze.getByText('Plus 1 bonus day of Blaze from the credit left over.')).toBeInTheDocument();
    expect(blaze.getByRole('button', { name: 'Upgrade to Blaze for GH₵0' })).toBeEnabled();
    expect(calls.sent(quoteRoute('BLAZE', 'yearly'))).toHaveLength(1);
  });

  it('says why the price cannot be worked out, and offers nothing to pay', async () => {
    renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok(aSubscription({ tier: 'RISE' })),
        [quoteRoute('BLAZE', 'monthly')]: fail(
          409,
          'CONFLICT',
          'You can switch to a lower plan when your current period ends',
        ),
      },
    });
    const alert = await within(await screen.findByRole('article', { name: 'Blaze' })).findByRole('alert');
    expect(alert).toHaveTextContent('You can switch to a lower plan when your current period ends');
    expect(within(card('Blaze')).queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('switching to a lower plan or the other cycle', () => {
  it('schedules a lower plan for the period end after asking, and shows it on the current card', async () => {
    const user = userEvent.setup();
    const blaze = aSubscription({ tier: 'BLAZE', price: 70 });
    const scheduled = aSubscription({
      tier: 'BLAZE',
      price: 70,
      scheduledChange: { plan: 'RISE', billingCycle: 'monthly', effectiveAt: blaze.currentPeriodEnd, price: 35 },
    });
    const { calls } = renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok(blaze),
        [SCHEDULE_ROUTE]: ok({ subscription: scheduled }, 'Your plan switches to Rise on 26 July 2030.'),
      },
    });
    const rise = within(await screen.findByRole('article', { name: 'Rise' }));
    await user.click(await rise.findByRole('button', { name: 'Switch to Rise on July 26, 2030' }));
    let dialog = screen.getByRole('dialog', { name: 'Switch to Rise on July 26, 2030?' });
    expect(dialog).toHaveAccessibleDescription(
      'You keep Blaze until July 26, 2030. Then Rise starts at GH₵35 / month. Nothing is charged today. ' +
        'Moving below Blaze keeps your schedules, but they stop publishing your pages, and your own domain is disconnected after 7 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(calls.sent(SCHEDULE_ROUTE)).toEqual([]);

    await user.click(rise.getByRole('button', { name: 'Switch to Rise on July 26, 2030' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule the switch' }));

    expect(await screen.findByText('Your plan switches to Rise on July 26, 2030.')).toBeInTheDocument();
    expect(calls.sent(SCHEDULE_ROUTE)).toEqual([{ plan: 'RISE', billingCycle: 'monthly' }]);
    expect(within(currentCard()).getByText('Switches to Rise on July 26, 2030')).toBeInTheDocument();
    expect(within(currentCard()).getByText('From then on: GH₵35 / month')).toBeInTheDocument();
    expect(rise.getByText('Starts on July 26, 2030')).toBeInTheDocument();
    expect(rise.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.sent(INITIALIZE_ROUTE)).toEqual([]);
  });

  it('offers the other cycle of the running plan from the period end, and Renew for the same cycle', async () => {
    const user = userEvent.setup();
    renderSubscription({ api: { [CURRENT_ROUTE]: ok(aSubscription({ tier: 'RISE' })) } });
    const rise = within(await screen.findByRole('article', { name: 'Rise' }));
    expect(await rise.findByRole('button', { name: 'Renew Rise' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(rise.getByRole('button', { name: 'Switch to yearly billing on July 26, 2030' })).toBeEnabled();
    expect(rise.queryByRole('button', { name: 'Renew Rise' })).not.toBeInTheDocument();
  });

  it('says why scheduling failed', async () => {
    const user = userEvent.setup();
    renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok(aSubscription({ tier: 'BLAZE' })),
        [SCHEDULE_ROUTE]: fail(409, 'CONFLICT', 'This is already your plan'),
      },
    });
    const rise = within(await screen.findByRole('article', { name: 'Rise' }));
    await user.click(await rise.findByRole('button', { name: 'Switch to Rise on July 26, 2030' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Schedule the switch' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to schedule the switch');
    expect(toast).toHaveTextContent('This is already your plan');
  });

  it('keeps the current plan: drops the scheduled switch', async () => {
    const user = userEvent.setup();
    const plain = aSubscription({ tier: 'BLAZE', price: 70 });
    const { calls } = renderSubscription({
      api: {
        [CURRENT_ROUTE]: ok({
          ...plain,
          scheduledChange: { plan: 'RISE', billingCycle: 'yearly', effectiveAt: plain.currentPeriodEnd, price: 350 },
        }),
        [UNSCHEDULE_ROUTE]: ok({ subscription: plain }, 'Scheduled change cancelled'),
      },
    });
    const current = within(currentCard());
    expect(await current.findByText('Switches to Rise on July 26, 2030')).toBeInTheDocument();
    expect(current.getByText('From then on: GH₵350 / year')).toBeInTheDocument();

    await user.click(current.getByRole('button', { name: 'Keep current plan' }));
    expect(await screen.findByText('Scheduled change cancelled')).toBeInTheDocument();
    expect(current.queryByText('Switches to Rise on July 26, 2030')).not.toBeInTheDocument();
    expect(calls.sent(UNSCHEDULE_ROUTE)).toEqual([undefined]);
  });
});
