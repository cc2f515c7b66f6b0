import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTicket, aUser, fail, ok, stubApi } from '../test/fake-api';
import { fakeDelays } from '../test/fake-delays';
import { renderScreen } from '../test/render-screen';
import { LoginScreen } from './login-screen';
import { OAuthCallbackScreen } from './oauth-callback-screen';
import { ResetPasswordScreen } from './reset-password-screen';

const CHALLENGE = { twoFactorRequired: true, challenge: 'challenge-1', expiresAt: '2026-01-01T00:05:00.000Z' };
const LOGIN = 'POST /api/auth/login';
const VERIFY = 'POST /api/auth/two-factor/verify';

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ama@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return user;
}

describe('signing in with two-factor on', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the app code after the password, then stores the session and opens the dashboard', async () => {
    const signedIn = aUser();
    const api = stubApi({
      [LOGIN]: ok(CHALLENGE, 'Enter the code from your authenticator app'),
      [VERIFY]: ok({ token: 'tok-2fa', user: signedIn }, 'Login successful'),
    });
    const router = renderScreen(<LoginScreen />, { path: '/login' });
    const user = await passwordStep();
    expect(screen.getByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(api.bodiesFor(VERIFY)).toEqual([]);

    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.bodiesFor(VERIFY)).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(localStorage.getItem('token')).toBe('tok-2fa');
  });

  it('takes a recovery code instead, and shows a refused one', async () => {
    const api = stubApi({
      [LOGIN]: ok(CHALLENGE),
      [VERIFY]: fail(400, 'VALIDATION_ERROR', 'Invalid recovery code'),
    });
    renderScreen(<LoginScreen />, { path: '/login' });
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid recovery code');
    expect(api.bodiesFor(VERIFY)).toEqual([{ challenge: 'challenge-1', recoveryCode: 'abcde-fghjk' }]);
    expect(screen.getByRole('button', { name: 'Use your authenticator app' })).toBeInTheDocument();
  });

  it('sends the user back to the password step when the challenge has run out', async () => {
    stubApi({
      [LOGIN]: ok(CHALLENGE),
      [VERIFY]: fail(429, 'RATE_LIMITED', 'Too many attempts. Please sign in again.'),
    });
    renderScreen(<LoginScreen />, { path: '/login' });
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please sign in again.');
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('asks for the code after a reset, then signs in', async () => {
    const api = stubApi({
      'POST /api/auth/reset-password': ok(CHALLENGE, 'Enter the code from your authenticator app'),
      [VERIFY]: ok({ token: 'tok-reset', user: aUser() }, 'Login successful'),
    });
    const router = renderScreen(<ResetPasswordScreen />, {
      path: '/reset-password',
      state: { email: 'ama@example.com' },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reset code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.bodiesFor(VERIFY)).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(localStorage.getItem('token')).toBe('tok-reset');
    expect(screen.getByText('Password reset successful')).toBeInTheDocument();
  });

  it('asks for the code after a Google sign-in, then ends it as usual', async () => {
    fakeDelays();
    const ticket = aTicket({ typ: 'login_ticket', userId: 'user-1', email: 'ama@example.com' });
    const api = stubApi({
      'POST /api/auth/exchange': ok(CHALLENGE, 'Enter the code from your authenticator app'),
      [VERIFY]: ok({ token: 'tok-google', user: aUser({ username: 'ama' }), isNewUser: false }, 'Login successful'),
    });
    const router = renderScreen(<OAuthCallbackScreen />, {
      path: '/oauth/callback',
      url: `/oauth/callback?token=${ticket}&google=true&new_user=false`,
    });
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText('Enter the code from your authenticator app')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Google login successful! Redirecting to dashboard...')).toBeInTheDocument();
    expect(api.bodiesFor(VERIFY)).toEqual([{ challenge: 'challenge-1', code: '654321' }]);
    expect(localStorage.getItem('token')).toBe('tok-google');
    act(() => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
