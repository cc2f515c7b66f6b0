import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, stubApi } from '../test/fake-api';
import { fakeDelays } from '../test/fake-delays';
import { renderScreen } from '../test/render-screen';
import { VerifyEmailScreen } from './verify-email-screen';

const renderVerify = (state?: unknown) => renderScreen(<VerifyEmailScreen />, { path: '/verify-email', state });

describe('verify e-mail screen', () => {
  beforeEach(fakeDelays);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('locks the handed-over address and takes a numeric code of at most 6', async () => {
    renderVerify({ email: 'ama@example.com' });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ama@example.com');
    expect(email).toHaveAttribute('readonly');
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('leaves the address editable without one and asks for the code', async () => {
    renderVerify();
    const email = await screen.findByLabelText('Email');
    expect(email).not.toHaveAttribute('readonly');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(email, 'ama@example.com');
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
  });

  it('verifies, signs in and opens the first-run step after 1.2 s', async () => {
    const signedIn = aUser();
    const api = stubApi({
      'POST /api/auth/verify-email': ok(
        { token: 'tok-1', user: signedIn, isNewUser: true },
        'Email verified successfully',
      ),
    });
    const router = renderVerify({ email: 'ama@example.com' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Email verified! Redirecting...');
    expect(api.bodiesFor('POST /api/auth/verify-email')).toEqual([{ email: 'ama@example.com', otp: '123456' }]);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(signedIn);

    act(() => vi.advanceTimersByTime(1199));
    expect(router.state.location.pathname).toBe('/verify-email');
    act(() => vi.advanceTimersByTime(1));
    // A new account has no username yet (decision 052).
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('shows the server message for a wrong code', async () => {
    stubApi({ 'POST /api/auth/verify-email': fail(400, 'VALIDATION_ERROR', 'Invalid or expired verification code') });
    renderVerify({ email: 'ama@example.com' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('resends the code with the spec message, or the fallback when that fails', async () => {
    const api = stubApi({
      'POST /api/auth/resend-verification': ok(null, 'If this email needs verification, a new code has been sent.'),
    });
    renderVerify({ email: 'ama@example.com' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code resent! Please check your email.');
    expect(api.bodiesFor('POST /api/auth/resend-verification')).toEqual([{ email: 'ama@example.com' }]);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(Object.assign(new Error(''), { name: 'AbortError' })));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend verification code.');
  });

  it('shows the notice handed over by sign-in', async () => {
    renderVerify({ email: 'ama@example.com', notice: 'Verification code resent! Please check your email.' });
    expect(await screen.findByRole('status')).toHaveTextContent('Verification code resent! Please check your email.');
  });
});
