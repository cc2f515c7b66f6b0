import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, stubApi } from '../test/fake-api';
import { fakeDelays } from '../test/fake-delays';
import { renderScreen } from '../test/render-screen';
import { RegisterScreen } from './register-screen';

const renderRegister = () => renderScreen(<RegisterScreen />, { path: '/register' });

async function fillIn(fields: { email: string; password: string; confirm: string; agree: boolean }) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.type(await screen.findByLabelText('Email'), fields.email);
  await user.type(screen.getByLabelText('Password'), fields.password);
  await user.type(screen.getByLabelText('Confirm password'), fields.confirm);
  if (fields.agree) await user.click(screen.getByRole('checkbox'));
  return user;
}

describe('registration screen', () => {
  beforeEach(fakeDelays);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the spec messages, including the mismatch and the agreement', async () => {
    const api = stubApi({});
    renderRegister();
    const user = await fillIn({ email: 'ama', password: '12345', confirm: 'abcdef', agree: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to the Terms of Service and Privacy Policy to continue.',
    );
    expect(api.bodiesFor('POST /api/auth/register')).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
  });

  it('links the agreement to /terms and /privacy and offers Google sign-up', async () => {
    renderRegister();
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  it('confirms, clears the form and opens /verify-email with the address after 1.2 s', async () => {
    const api = stubApi({
      'POST /api/auth/register': ok(
        { email: 'ama@example.com', requiresVerification: true },
        'Registration successful. Please check your email for verification code.',
        201,
      ),
    });
    const router = renderRegister();
    const user = await fillIn({ email: 'Ama@example.com', password: 'secret1', confirm: 'secret1', agree: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registration successful! Please check your email for the verification code.',
    );
    expect(api.bodiesFor('POST /api/auth/register')).toEqual([{ email: 'ama@example.com', password: 'secret1' }]);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    act(() => vi.advanceTimersByTime(1199));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state).toEqual({ email: 'ama@example.com' });
  });

  it('signs in at once when the answer carries a token and a user, and asks for the username', async () => {
    const user = aUser();
    stubApi({ 'POST /api/auth/register': ok({ token: 'tok-1', user }, undefined, 201) });
    const router = renderRegister();
    const typing = await fillIn({ email: 'ama@example.com', password: 'secret1', confirm: 'secret1', agree: true });
    await typing.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it("shows the server's message, else the fallback", async () => {
    stubApi({ 'POST /api/auth/register': fail(429, 'RATE_LIMITED', 'Too many requests. Please try again later.') });
    renderRegister();
    const user = await fillIn({ email: 'ama@example.com', password: 'secret1', confirm: 'secret1', agree: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(Object.assign(new Error(''), { name: 'AbortError' })));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
