import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, stubApi } from '../test/fake-api';
import { renderScreen, signIn } from '../test/render-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';

const forgotSent = 'If an account exists for this email, a reset code has been sent.';

describe('forgot password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requests a code and moves to /reset-password with the address and the neutral message', async () => {
    const api = stubApi({ 'POST /api/auth/forgot-password': ok(null, forgotSent) });
    const router = renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    expect(await screen.findByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'Ama@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.state).toEqual({ email: 'ama@example.com', notice: forgotSent });
    expect(api.bodiesFor('POST /api/auth/forgot-password')).toEqual([{ email: 'ama@example.com' }]);
  });

  it('asks for a valid address before calling', async () => {
    const api = stubApi({});
    renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ama');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(api.bodiesFor('POST /api/auth/forgot-password')).toEqual([]);
  });

  it('stays open to a signed-in owner, as a security alert links here, and sends the code', async () => {
    signIn();
    const api = stubApi({ 'POST /api/auth/forgot-password': ok(null, forgotSent) });
    const router = renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.queryByText('Arrived at /dashboard')).not.toBeInTheDocument();
    // Its way back is the dashboard (/login would only send a signed-in owner there).
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Back to Login' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(api.bodiesFor('POST /api/auth/forgot-password')).toEqual([{ email: 'ama@example.com' }]);
  });
});

describe('reset password', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderReset = () =>
    renderScreen(<ResetPasswordScreen />, {
      path: '/reset-password',
      state: { email: 'ama@example.com', notice: forgotSent },
    });

  async function fillIn(code: string, password: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reset code'), code);
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('shows the handed-over notice and address, then signs in and opens /dashboard', async () => {
    const signedIn = aUser();
    const api = stubApi({
      'POST /api/auth/reset-password': ok({ token: 'tok-2', user: signedIn }, 'Password reset successful'),
    });
    const router = renderReset();
    expect(await screen.findByRole('status')).toHaveTextContent(forgotSent);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await fillIn('654321', 'new-secret', 'new-secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.bodiesFor('POST /api/auth/reset-password')).toEqual([
      { email: 'ama@example.com', otp: '654321', password: 'new-secret' },
    ]);
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(screen.getByText('Password reset successful')).toBeInTheDocument();
  });

  it('checks the confirmation and shows a refused code', async () => {
    stubApi({ 'POST /api/auth/reset-password': fail(400, 'VALIDATION_ERROR', 'Invalid or expired reset code') });
    renderReset();
    await fillIn('654321', 'new-secret', 'other-secret');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Invalid or expired reset code')).toBeInTheDocument();
  });

  it('lets a signed-in owner reset, and the new session replaces the old one', async () => {
    signIn();
    stubApi({ 'POST /api/auth/reset-password': ok({ token: 'tok-2', user: aUser() }, 'Password reset successful') });
    const router = renderReset();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    await fillIn('654321', 'new-secret', 'new-secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it("drops a signed-in owner's ended session when the reset asks for the two-factor code first", async () => {
    signIn({ id: 'user-1', email: 'ama@example.com' });
    stubApi({
      'POST /api/auth/reset-password': ok(
        { twoFactorRequired: true, challenge: 'challenge-1', expiresAt: '2026-01-01T00:05:00.000Z' },
        'Enter the code from your authenticator app',
      ),
    });
    renderReset();
    await fillIn('654321', 'new-secret', 'new-secret');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session of another account when the reset asks for the two-factor code first', async () => {
    signIn({ id: 'user-2', email: 'kofi@example.com' });
    stubApi({
      'POST /api/auth/reset-password': ok({
        twoFactorRequired: true,
        challenge: 'challenge-1',
        expiresAt: '2026-01-01T00:05:00.000Z',
      }),
    });
    renderReset();
    await fillIn('654321', 'new-secret', 'new-secret');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-token');
  });
});
