import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAuthCallbackScreen } from '../screens/oauth-callback-screen';
import { VerifyEmailScreen } from '../screens/verify-email-screen';
import { aTicket, aUser, fail, ok, stubApi } from '../test/fake-api';
import { fakeDelays } from '../test/fake-delays';
import { renderScreen } from '../test/render-screen';

const ticket = aTicket({ typ: 'login_ticket', userId: 'user-1', email: 'ama@example.com' });
const renderCallback = (search: string) =>
  renderScreen(<OAuthCallbackScreen />, { path: '/oauth/callback', url: `/oauth/callback?${search}` });

describe('Google callback', () => {
  beforeEach(fakeDelays);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows "Completing authentication...", exchanges the ticket, stores the session, cleans the URL and asks a new account for its username', async () => {
    const signedIn = aUser({ googleLinked: true });
    const api = stubApi({
      'POST /api/auth/exchange': ok({ token: 'session-1', user: signedIn, isNewUser: false }, 'Login successful'),
    });
    const router = renderCallback(`token=${ticket}&google=true&new_user=false`);
    expect(await screen.findByText('Completing authentication...')).toBeInTheDocument();

    expect(await screen.findByText('Google login successful! Redirecting to dashboard...')).toBeInTheDocument();
    expect(api.bodiesFor('POST /api/auth/exchange')).toEqual([{ ticket }]);
    expect(localStorage.getItem('token')).toBe('session-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(signedIn);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/oauth/callback');

    act(() => vi.advanceTimersByTime(1499));
    expect(router.state.location.pathname).toBe('/oauth/callback');
    act(() => vi.advanceTimersByTime(1));
    // A Google sign-up has no username yet: the first-run step comes first (decision 052).
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('says the Google account was linked when new_user=true', async () => {
    stubApi({ 'POST /api/auth/exchange': ok({ token: 'session-1', user: aUser(), isNewUser: true }) });
    renderCallback(`token=${ticket}&google=true&new_user=true`);
    expect(
      await screen.findByText('Google account linked successfully! Redirecting to dashboard...'),
    ).toBeInTheDocument();
  });

  it.each([
    ['no google flag', `token=${ticket}`, 'Missing OAuth parameters'],
    ['no token', 'google=true', 'Missing OAuth parameters'],
    ['claims without userId', `token=${aTicket({ email: 'ama@example.com' })}&google=true`, 'Invalid token payload'],
    ['a payload that is not JSON', 'token=header.bm90LWpzb24.sig&google=true', 'Failed to decode authentication token'],
    ['no payload segment', 'token=just-one-part&google=true', 'Failed to decode authentication token'],
  ])('fails with %s, then returns to /login after 3 s', async (_case, search, message) => {
    const api = stubApi({});
    const router = renderCallback(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.bodiesFor('POST /api/auth/exchange')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    act(() => vi.advanceTimersByTime(2999));
    expect(router.state.location.pathname).toBe('/oauth/callback');
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the server message when the ticket is refused', async () => {
    stubApi({ 'POST /api/auth/exchange': fail(401, 'UNAUTHENTICATED', 'Invalid or expired login ticket') });
    renderCallback(`token=${ticket}&google=true`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired login ticket');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to the Google message when the refusal carries no message (spec 1 §8)', async () => {
    stubApi({ 'POST /api/auth/exchange': fail(500, 'INTERNAL', '') });
    renderCallback(`token=${ticket}&google=true`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to process Google authentication. Please try again.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['no data at all', null],
    ['no token', { user: aUser(), isNewUser: false }],
    ['no user', { token: 'session-1', isNewUser: false }],
  ])(
    'fails with "Authentication failed" when the exchange succeeds with %s, then returns to /login',
    async (_case, data) => {
      stubApi({ 'POST /api/auth/exchange': ok(data, 'Login successful') });
      const router = renderCallback(`token=${ticket}&google=true&new_user=false`);
      expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed');
      expect(screen.queryByText('Google login successful! Redirecting to dashboard...')).not.toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      act(() => vi.advanceTimersByTime(3000));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it('shows why the session could not be stored after the exchange', async () => {
    stubApi({ 'POST /api/auth/exchange': ok({ token: 'session-1', user: aUser(), isNewUser: false }) });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('Storage is full');
    });
    try {
      renderCallback(`token=${ticket}&google=true&new_user=false`);
      expect((await screen.findByRole('alert')).textContent).toBe('Storage is full');
      expect(screen.queryByText('Google login successful! Redirecting to dashboard...')).not.toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });

  it('is also handled on /verify-email, which stays put on failure; an account with a username goes to the dashboard', async () => {
    const user = aUser({ username: 'ama' });
    stubApi({ 'POST /api/auth/exchange': ok({ token: 'session-1', user, isNewUser: false }) });
    const router = renderScreen(<VerifyEmailScreen />, {
      path: '/verify-email',
      url: `/verify-email?token=${ticket}&google=true&new_user=false`,
    });
    expect(await screen.findByText('Google login successful! Redirecting to dashboard...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('reports missing parameters on /verify-email without leaving it', async () => {
    const router = renderScreen(<VerifyEmailScreen />, { path: '/verify-email', url: '/verify-email?google=true' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing OAuth parameters');
    act(() => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/verify-email');
  });
});
