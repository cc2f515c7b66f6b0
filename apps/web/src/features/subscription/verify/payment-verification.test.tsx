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
const pending = (pendingChannel: string | null) =>
  ok(
    aVerifyResult({
      status: 'pending',
      message: 'Payment has not been completed yet',
      reference: REF,
      tier: 'STARTER',
      expiresAt: null,
      subscription: null,
      pendingChannel,
    }),
  );

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

  it('a declined charge says so, that nothing was charged, and offers to try again, without checking again', async () => {
    const { calls } = renderSubscription({
      path: `/dashboard/subscription?reference=${REF}`,
      api: paymentServer([
        ok(aVerifyResult({ status: 'failed', message: 'Insufficient funds', reference: REF, declined: true })),
      ]),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment was declined: Insufficient funds. Nothing was charged.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/dashboard/subscription');
    await advance(10_000);
    expect(calls.sent(VERIFY)).toHaveLength(1);
    expect(screen.queryByText(GAVE_UP)).not.toBeInTheDocument();
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

  it('a mobile money payment waiting for approval is not a failure: says how to approve, and keeps checking', async () => {
    let paid = false;
    const server = paymentServer([succeeded]);
    const { calls } = renderSubscription({
      path: `/dashboard/subscription?reference=${REF}`,
      api: { ...server, [VERIFY]: () => (paid ? server[VERIFY]!() : pending('mobile_money')) },
    });

    expect(await screen.findByText('Approve the payment on your phone')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A prompt from your mobile money provider should appear on your phone. Enter your wallet PIN to approve the payment.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No prompt? On MTN Mobile Money, dial *170#, choose My Wallet, then My Approvals, and approve the payment there.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking the payment every few seconds...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/failed/i)).not.toBeInTheDocument();

    // Every 5 s, as often as the server asks Paystack.
    await advance(4900);
    expect(calls.sent(VERIFY)).toHaveLength(1);
    await advance(200);
    await waitFor(() => expect(calls.sent(VERIFY)).toHaveLength(2));

    // About 3 minutes on, the owner is told they may leave; checks go on, less often.
    for (let check = 3; check <= 36; check++) {
      await advance(5000);
      await waitFor(() => expect(calls.sent(VERIFY)).toHaveLength(check));
    }
    expect(screen.getByRole('status')).toHaveTextContent('Checking the payment every few seconds...');
    await advance(5000);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your plan will update by itself as soon as the payment completes. You can leave this page.',
      ),
    );
    const checks = calls.sent(VERIFY).length;
    expect(checks).toBe(37);
    await advance(29_000);
    expect(calls.sent(VERIFY)).toHaveLength(checks);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Approved at last: the next check says so.
    paid = true;
    await advance(1_500);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(storedTier()).toBe('RISE'));
  });

  it('a payment still processing elsewhere says so without the phone steps', async () => {
    renderSubscription({
      path: `/dashboard/subscription?reference=${REF}`,
      api: { ...paymentServer([succeeded]), [VERIFY]: pending(null) },
    });
    expect(await screen.findByText('Your payment is still being processed')).toBeInTheDocument();
    expect(screen.queryByText('Approve the payment on your phone')).not.toBeInTheDocument();
    expect(screen.queryByText(/\*170#/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
