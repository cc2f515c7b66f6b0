import { SECURITY_MESSAGES, TWO_FACTOR_MESSAGES } from '@sparklink/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, stubApi } from '../test/fake-api';
import { renderScreen } from '../test/render-screen';
import { LoginScreen } from './login-screen';

/** "Lost your authenticator app?" on the sign-in's second step (decision 034). */

const CHALLENGE = { twoFactorRequired: true, challenge: 'challenge-1', expiresAt: '2026-01-01T00:05:00.000Z' };
const LOGIN = 'POST /api/auth/login';
const SEND = 'POST /api/auth/two-factor/recovery/email-code';
const START = 'POST /api/auth/two-factor/recovery';
const COMPLETE = 'POST /api/auth/two-factor/recovery/complete';
const DUE = '2026-12-04T10:00:00.000Z';

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ama@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return user;
}

describe('recovering a lost authenticator at sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('mails a code, starts the 7 days, and says when the second factor goes', async () => {
    const api = stubApi({
      [LOGIN]: ok(CHALLENGE),
      [SEND]: ok(null, TWO_FACTOR_MESSAGES.emailCodeSent),
      [START]: ok(
        { requestedAt: '2026-11-27T10:00:00.000Z', dueAt: DUE, ready: false },
        SECURITY_MESSAGES.recoveryStarted,
      ),
    });
    renderScreen(<LoginScreen />, { path: '/login' });
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Lost your authenticator app?' }));
    expect(screen.getByText(/we can remove two-factor sign-in from your account/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the 7 days' }));
    expect(await screen.findByText('Enter the code we e-mailed you')).toBeInTheDocument();
    expect(api.bodiesFor(START)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText('We e-mailed you a code. It expires in 10 minutes.')).toBeInTheDocument();
    expect(api.bodiesFor(SEND)).toEqual([{ challenge: 'challenge-1' }]);
    await user.type(screen.getByLabelText('Code from the e-mail'), '654321');
    await user.click(screen.getByRole('button', { name: 'Start the 7 days' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SECURITY_MESSAGES.recoveryStarted);
    expect(
      screen.getByText(
        /^Two-factor sign-in will be removed on December 4, 2026 at \d+:\d\d [AP]M\. Sign in again after that/,
      ),
    ).toBeInTheDocument();
    expect(api.bodiesFor(START)).toEqual([{ challenge: 'challenge-1', emailCode: '654321' }]);
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows a wrong mailed code on its field', async () => {
    stubApi({
      [LOGIN]: ok(CHALLENGE),
      [START]: {
        status: 400,
        body: {
          status: 'ERROR',
          code: 'VALIDATION_ERROR',
          message: TWO_FACTOR_MESSAGES.invalidEmailCode,
          errors: [{ path: 'emailCode', message: TWO_FACTOR_MESSAGES.invalidEmailCode }],
        },
      },
    });
    renderScreen(<LoginScreen />, { path: '/login' });
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Lost your authenticator app?' }));
    await user.type(screen.getByLabelText('Code from the e-mail'), '111111');
    await user.click(screen.getByRole('button', { name: 'Start the 7 days' }));
    expect(await screen.findByText('Invalid or expired e-mailed code')).toBeInTheDocument();
  });

  it('while the 7 days run, the code step says when, and offers no second recovery', async () => {
    stubApi({ [LOGIN]: ok({ ...CHALLENGE, recovery: { requestedAt: DUE, dueAt: DUE, ready: false } }) });
    renderScreen(<LoginScreen />, { path: '/login' });
    await passwordStep();
    expect(screen.getByText(/^Two-factor sign-in will be removed on December 4, 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lost your authenticator app?' })).not.toBeInTheDocument();
  });

  it('once the 7 days are over, one button removes it and signs in', async () => {
    const api = stubApi({
      [LOGIN]: ok({ ...CHALLENGE, recovery: { requestedAt: DUE, dueAt: DUE, ready: true } }),
      [COMPLETE]: ok({ token: 'tok-back', user: aUser() }, SECURITY_MESSAGES.recoveryCompleted),
    });
    const router = renderScreen(<LoginScreen />, { path: '/login' });
    const user = await passwordStep();
    expect(
      screen.getByText('The 7 days are over. You can remove two-factor sign-in from your account and sign in now.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove it and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.bodiesFor(COMPLETE)).toEqual([{ challenge: 'challenge-1' }]);
    expect(localStorage.getItem('token')).toBe('tok-back');
  });

  it('says why the removal was refused', async () => {
    stubApi({
      [LOGIN]: ok({ ...CHALLENGE, recovery: { requestedAt: DUE, dueAt: DUE, ready: true } }),
      [COMPLETE]: fail(409, 'CONFLICT', SECURITY_MESSAGES.recoveryNotStarted),
    });
    renderScreen(<LoginScreen />, { path: '/login' });
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Remove it and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No request to remove two-factor sign-in is under way');
  });
});
