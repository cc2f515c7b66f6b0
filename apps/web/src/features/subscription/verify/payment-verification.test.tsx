import type { Tier } from '@sparklink/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, type Reply } from '../../../test/owner-fakes';
import { aSubscription, aVerifyResult } from '../../../test/subscription-fakes';
import { CURRENT_ROUTE, ME_ROUTE, renderSubscription, verifyRoute } from '../test/render-subscription';

const REF = 'spk-0123456789abcdef0123456789abcdef';
const VERIFY = verifyRoute(REF);
const SUCCESS = 'Subscription payment successful! Your plan has been updated.';
const GAVE_UP = 'Failed to verify payment. Please contact support if your subscription is not activated.';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const storedTier = () => (JSON.parse(localStorage.getItem('user')!) as { subscription: Tier }).subscription;

const failed = (message: string) => ok(aVerifyResult({ status: 'failed', message, reference: REF }));
const succeeded = ok(aVerifyResult({ reference: REF }));

/** A server whose tier changes only when a verify answers success, as the real one credits. */
function paymentServer(verifyAnswers: Reply[]) {
  let tier: Tier = 'STARTER';
  let verifies = 0;
  return {
    [VERIFY]: () => {
      const reply = verifyAnswers[Math.min(verifies++, verifyAnswers.length - 1)]!;
      if (reply === succeeded) tier = 'RISE';
      return reply;
    },
    [ME_ROUTE]: () => ok({ user: aUser({ subscription: tier }) }),
    [CURRENT_ROUTE]: () =>
      tier === 'STARTER' ? fail(404, 'NOT_FOUND', 'No active subscription') : ok(aSubscription({ tier: 'RISE' })),
  };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment verification', () => {
  it('on success says so, refreshes the stored user from /me, and goes to the plans after about 2 s', async () => {
    const { router, calls } = renderSubscription({
      path: `/dashboard/subscription?reference=${REF}&trxref=${REF}`,
      user: aUser({ subscription: 'STARTER' }),
      api: paymentServer([succeeded]),
    });

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(storedTier()).toBe('RISE'));
    // Once when the app started, once after the verified payment.
    expect(calls.sent(ME_ROUTE)).toHaveLength(2);
    expect(calls.sent(VERIFY)).toHaveLength(1);

    await advance(1500);
    expect(router.state.location.search).toBe(`?reference=${REF}&trxref=${REF}`);
    await advance(600);
    expect(router.state.location.pathname).toBe('/dashboard/subscription');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');

    const rise = await screen.findByRole('article', { name: 'Rise' });
    expect(rise).toHaveTextContent('Current Plan');
    expect(calls.sent(VERIFY)).toHaveLength(1);
  });

  it('verifies the trxref when Paystack sends only that', async () => {
    const { calls } = renderSubscription({
      path: `/dashboard/subscription?trxref=${REF}`,
      api: paymentServer([succeeded]),
    });
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(calls.sent(VERIFY)).toHaveLength(1);
  });

  it('on failure says why, tries once more after 3 s, then tells the owner to contact support', async () => {
    const { router, calls } = renderSubscription({
      path: `/dashboard/subscription?reference=${REF}`,
      api: paymentServer([failed('Declined by bank'), failed('Declined by bank')]),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment verification failed: Declined by bank');
    expect(screen.getByText('Trying again in a moment...')).toBeInTheDocument();
    await advance(2900);
    expect(calls.sent(VERIFY)).toHaveLength(1);

    await advance(200);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GAVE_UP));
    expect(calls.sent(VERIFY)).toHaveLength(2);
    expect(screen.getByText(REF)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/dashboard/subscription');

    await advance(10_000);
    expect(calls.sent(VERIFY)).toHaveLength(2);
    expect(calls.sent(ME_ROUTE)).toHaveLength(1);
    expect(storedTier()).toBe('STARTER');
    expect(router.state.location.search).toBe(`?reference=${REF}`);
  });

  it('keeps the first failure on screen while the retry runs, and succeeds if the retry does', async () => {
    const { router } = renderSubscription({
      path: `/dashboard/subscription?reference=${REF}`,
      api: paymentServer([failed('Payment has not been completed yet'), succeeded]),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment verification failed: Payment has not been completed yet',
    );
    await advance(3000);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(storedTier()).toBe('RISE'));
    await advance(2100);
    expect(router.state.location.search).toBe('');
  });

  it('shows the server reason of a refused call, such as another account’s reference', async () => {
    renderSubscription({
      path: `/dashboard/subscription?reference=${REF}`,
      api: paymentServer([fail(404, 'NOT_FOUND', 'Payment not found')]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment verification failed: Payment not found');
    await advance(3100);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GAVE_UP));
  });
});
