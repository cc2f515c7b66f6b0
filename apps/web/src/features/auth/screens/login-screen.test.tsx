import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, stubApi } from '../test/fake-api';
import { renderScreen, signIn } from '../test/render-screen';
import { LoginScreen } from './login-screen';

const renderLogin = (options: { url?: string; state?: unknown } = {}) =>
  renderScreen(<LoginScreen />, { path: '/login', ...options });

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('sign-in screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Sign In disabled until the form is valid, with the spec messages', async () => {
    renderLogin();
    const submit = await screen.findByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();

    const user = await fillIn('ama@', '12345');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.type(screen.getByLabelText('Password'), '6');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Google, Forgot password and Sign up as links', async () => {
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'SparkLink home' })).toHaveAttribute('href', '/login');
  });

  it('signs in, stores the session and returns to where the guard stopped the user', async () => {
    const user = aUser();
    const api = stubApi({ 'POST /api/auth/login': ok({ token: 'tok-1', user }, 'Login successful') });
    const router = renderLogin({ state: { from: { pathname: '/dashboard/pages', search: '?tab=all', hash: '' } } });
    await screen.findByRole('button', { name: 'Sign In' });
    const typing = await fillIn('  Ama@Example.com', 'secret1');
    await typing.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pages'));
    expect(router.state.location.search).toBe('?tab=all');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.bodiesFor('POST /api/auth/login')).toEqual([{ email: 'ama@example.com', password: 'secret1' }]);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  });

  it('shows the server message for bad credentials', async () => {
    stubApi({ 'POST /api/auth/login': fail(401, 'UNAUTHENTICATED', 'Invalid email or password') });
    renderLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    const user = await fillIn('ama@example.com', 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('offers to verify an unverified address: resends a code and opens /verify-email with it', async () => {
    const api = stubApi({
      'POST /api/auth/login': fail(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before signing in'),
      'POST /api/auth/resend-verification': ok(null, 'If this email needs verification, a new code has been sent.'),
    });
    const router = renderLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    const user = await fillIn('ama@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email before signing in');

    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state).toEqual({
      email: 'ama@example.com',
      notice: 'Verification code resent! Please check your email.',
    });
    expect(api.bodiesFor('POST /api/auth/resend-verification')).toEqual([{ email: 'ama@example.com' }]);
  });

  it.each(['google_auth_failed', 'google_auth_error'])('explains ?error=%s from the Google callback', async (error) => {
    renderLogin({ url: `/login?error=${error}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process Google authentication. Please try again.',
    );
  });

  it('explains next to the Google button that Google is not configured', async () => {
    renderLogin({ url: '/login?error=google_not_configured' });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user to /dashboard', async () => {
    signIn();
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
