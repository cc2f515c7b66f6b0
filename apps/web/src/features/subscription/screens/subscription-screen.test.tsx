import { PLANS } from '@sparklink/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok } from '../../../test/owner-fakes';
import { aPayment, aSubscription } from '../../../test/subscription-fakes';
import { CURRENT_ROUTE, HISTORY_ROUTE, PLANS_ROUTE, renderSubscription } from '../test/render-subscription';

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.getByRole('article', { name });
const currentCard = () => screen.getByRole('region', { name: 'Current Subscription' });
const history = () => screen.getByRole('region', { name: 'Billing History' });

describe('subscription screen', () => {
  it('says it is loading the subscription, the plans and the history', async () => {
    renderSubscription();
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(within(currentCard()).getByRole('status')).toHaveTextContent('Loading subscription...');
    expect(within(history()).getByRole('status')).toHaveTextContent('Loading billing history...');
    expect(await screen.findByRole('article', { name: 'Rise' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading plans' })).not.toBeInTheDocument();
  });

  it('shows the three plans in cedi with their features, Starter marked when nothing runs', async () => {
    renderSubscription({ api: { [CURRENT_ROUTE]: fail(404, 'NOT_FOUND', 'No active subscription') } });
    await screen.findByRole('article', { name: 'Starter' });
    expect(screen.getAllByRole('heading', { level: 4 }).map((name) => name.textContent)).toEqual([
      'Starter',
      'Rise',
      'Blaze',
    ]);
    expect(card('Starter')).toHaveTextContent('GH₵0 / month');
    expect(card('Rise')).toHaveTextContent('GH₵35 / month');
    expect(card('Blaze')).toHaveTextContent('GH₵70 / month');
    for (const feature of PLANS.RISE.features) expect(within(card('Rise')).getByText(feature)).toBeInTheDocument();
    expect(
      within(card('Blaze'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unlimited pages',
      'Unlimited social links',
      'Your own domain for your portfolio',
      'Scheduled publishing of pages',
      'Verified links: a check mark on sites that link back to you',
      'Everything in Rise',
    ]);
    expect(card('Blaze')).toHaveTextContent(
      'Moving below Blaze keeps your schedules, but they stop publishing your pages, and your own domain is disconnected after 7 days.',
    );
    expect(card('Rise')).not.toHaveTextContent('Moving below Blaze');

    expect(within(card('Starter')).getByText('Current Plan')).toBeInTheDocument();
    expect(within(card('Rise')).queryByText('Current Plan')).not.toBeInTheDocument();
    expect(within(card('Starter')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Rise')).getByRole('button', { name: 'Upgrade to Rise' })).toBeEnabled();
    expect(within(card('Blaze')).getByRole('button', { name: 'Upgrade to Blaze' })).toBeEnabled();
    expect(await within(currentCard()).findByText("You don't have an active subscription")).toBeInTheDocument();
  });

  it('marks the plan GET /current runs, not the one the stored session remembers', async () => {
    renderSubscription({
      user: aUser({ subscription: 'STARTER' }),
      api: { [CURRENT_ROUTE]: ok(aSubscription({ tier: 'BLAZE' })) },
    });
    expect(
      await within(await screen.findByRole('article', { name: 'Blaze' })).findByText('Current Plan'),
    ).toBeVisible();
    expect(within(card('Starter')).queryByText('Current Plan')).not.toBeInTheDocument();
    expect(within(card('Blaze')).getByRole('button', { name: 'Renew Blaze' })).toBeInTheDocument();
    // A lower plan starts when the running period ends (decision 040).
    expect(within(card('Rise')).getByRole('button', { name: 'Switch to Rise on July 26, 2030' })).toBeEnabled();
  });

  it('switches every card to yearly prices and shows what a year saves', async () => {
    const user = userEvent.setup();
    renderSubscription();
    await screen.findByRole('article', { name: 'Rise' });
    const cycle = screen.getByRole('group', { name: 'Billing cycle' });
    const yearly = within(cycle).getByRole('button', { name: /Yearly/ });
    expect(yearly).toHaveTextContent('YearlySave 17%');
    expect(within(cycle).getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(card('Rise')).toHaveTextContent('GH₵350 / year');
    expect(card('Rise')).toHaveTextContent('Save GH₵70 a year');
    expect(card('Blaze')).toHaveTextContent('GH₵700 / year');
    expect(card('Blaze')).toHaveTextContent('Save GH₵140 a year');
    expect(card('Starter')).toHaveTextContent('GH₵0 / year');
    expect(card('Starter')).not.toHaveTextContent('Save');
  });

  it('shows a renewing subscription with its green badge, next charge date, price per cycle and card', async () => {
    renderSubscription({
      api: { [CURRENT_ROUTE]: ok(aSubscription({ tier: 'RISE', billingCycle: 'yearly', price: 350 })) },
    });
    const summary = await within(currentCard()).findByText('Current Plan');
    const list = summary.closest('dl')!;
    expect(list).toHaveTextContent('Current PlanRise');
    expect(list).toHaveTextContent('Next chargeJuly 26, 2030');
    // A yearly plan is never priced "per month".
    expect(list).toHaveTextContent('AmountGH₵350 / year');
    expect(list).toHaveTextContent('Payment methodVisa •••• 4081');
    expect(list).not.toHaveTextContent('Expires');
    expect(list).not.toHaveTextContent('month');
    const badge = within(list).getByText('Active');
    expect(badge).toHaveClass('bg-emerald-100');
  });

  it('shows a subscription that will not renew with its red badge and the date it expires, no next charge', async () => {
    renderSubscription({
      api: { [CURRENT_ROUTE]: ok(aSubscription({ tier: 'BLAZE', status: 'canceled', price: 70 })) },
    });
    const list = (await within(currentCard()).findByText('Current Plan')).closest('dl')!;
    expect(list).toHaveTextContent('Current PlanBlaze');
    expect(list).toHaveTextContent('ExpiresJuly 26, 2030');
    expect(list).toHaveTextContent('AmountGH₵70 / month');
    expect(list).not.toHaveTextContent('Next');
    expect(within(list).getByText('Canceled')).toHaveClass('bg-red-100');
  });

  it('lists the payments newest first with date, description, method, amount in cedi, status and reference', async () => {
    renderSubscription({
      api: {
        [HISTORY_ROUTE]: ok({
          transactions: [
            aPayment({
              id: 'p2',
              description: 'BLAZE Plan - Yearly',
              amount: 700,
              status: 'pending',
              waiting: true,
              date: '2030-07-01T09:00:00.000Z',
              reference: 'spk-b',
              paymentMethod: { channel: 'card', brand: 'visa', last4: '4081' },
              channel: 'card',
            }),
            // A checkout the owner left (decision 051): still pending to the server, no longer waiting.
            aPayment({
              id: 'p1b',
              description: 'RISE Plan - Yearly',
              amount: 350,
              status: 'pending',
              waiting: false,
              date: '2030-06-30T09:00:00.000Z',
              reference: 'spk-left',
              paymentMethod: null,
              channel: null,
            }),
            aPayment({
              id: 'p1',
              description: 'RISE Plan - Monthly',
              amount: 35,
              status: 'completed',
              reference: 'spk-a',
            }),
            aPayment({
              id: 'p0',
              description: 'RISE Plan - Monthly',
              amount: 35,
              status: 'failed',
              date: '2030-06-20T09:00:00.000Z',
              reference: 'spk-0',
              paymentMethod: null,
              channel: null,
            }),
          ],
        }),
      },
    });
    const table = await within(history()).findByRole('table', { name: 'Billing History' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Date', 'Description', 'Payment method', 'Amount', 'Status', 'Reference'],
      ['July 1, 2030', 'BLAZE Plan - Yearly', 'Visa •••• 4081', 'GH₵700', 'Pending', 'spk-b'],
      ['June 30, 2030', 'RISE Plan - Yearly', '', 'GH₵350', 'Not completed', 'spk-left'],
      ['June 26, 2030', 'RISE Plan - Monthly', 'Mobile money •••• 2345', 'GH₵35', 'Completed', 'spk-a'],
      ['June 20, 2030', 'RISE Plan - Monthly', '', 'GH₵35', 'Failed', 'spk-0'],
    ]);
    expect(within(table).getByText('Completed')).toHaveClass('bg-emerald-100');
    expect(within(table).getByText('Failed')).toHaveClass('bg-red-100');
    expect(within(table).getByText('Pending')).toHaveClass('bg-amber-100');
    expect(within(table).getByText('Not completed')).toHaveClass('bg-slate-100');
  });

  it('marks an automatic renewal and shows the credit an upgrade took off', async () => {
    renderSubscription({
      api: {
        [HISTORY_ROUTE]: ok({
          transactions: [
            aPayment({ id: 'p2', description: 'BLAZE Plan - Monthly', amount: 46, credit: 24 }),
            aPayment({
              id: 'p1',
              amount: 35,
              kind: 'renewal',
              paymentMethod: { channel: 'card', brand: 'mastercard', last4: '5559' },
              channel: 'card',
            }),
            aPayment({ id: 'p0', amount: 35, paymentMethod: null, channel: 'mobile_money' }),
          ],
        }),
      },
    });
    const table = await within(history()).findByRole('table', { name: 'Billing History' });
    const [, upgrade, renewal, plain] = within(table).getAllByRole('row');
    expect(within(upgrade!).getAllByRole('cell')[3]).toHaveTextContent(/^GH₵46− GH₵24 credit$/);
    expect(within(upgrade!).getAllByRole('cell')[1]).toHaveTextContent(/^BLAZE Plan - Monthly$/);
    expect(within(renewal!).getAllByRole('cell')[1]).toHaveTextContent(/^RISE Plan - MonthlyAutomatic renewal$/);
    expect(within(renewal!).getAllByRole('cell')[2]).toHaveTextContent(/^Mastercard •••• 5559$/);
    expect(within(renewal!).getAllByRole('cell')[3]).toHaveTextContent(/^GH₵35$/);
    // Only the channel is known: it is still named.
    expect(within(plain!).getAllByRole('cell')[2]).toHaveTextContent(/^Mobile money$/);
  });

  it('says when there are no payments yet', async () => {
    renderSubscription();
    expect(await within(history()).findByText('No payments yet.')).toBeInTheDocument();
    expect(within(history()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "Failed to load subscription plans" and loads them again on Try again', async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'INTERNAL', 'Internal server error');
    renderSubscription({ api: { [PLANS_ROUTE]: () => answer } });
    const alert = await screen.findByText('Failed to load subscription plans');
    answer = ok({ plans: PLANS });
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Blaze' })).toBeInTheDocument();
  });

  it('says "Failed to load subscription data" when the subscription or the history cannot be read', async () => {
    renderSubscription({
      api: {
        [CURRENT_ROUTE]: fail(500, 'INTERNAL', 'Internal server error'),
        [HISTORY_ROUTE]: fail(500, 'INTERNAL', 'Internal server error'),
      },
    });
    expect(await within(currentCard()).findByRole('alert')).toHaveTextContent('Failed to load subscription data');
    expect(await within(history()).findByRole('alert')).toHaveTextContent('Failed to load subscription data');
  });
});
