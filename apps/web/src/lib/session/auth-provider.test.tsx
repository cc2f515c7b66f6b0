import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok, stubApi, type Route } from '../../test/owner-fakes';
import { useAuth, type AuthState } from './auth-context';
import { AuthProvider } from './auth-provider';

const ME_ROUTE = 'GET /api/auth/me';

let auth: AuthState;
function ShowTier() {
  auth = useAuth();
  return <p>{auth.user ? `${auth.user.subscription} plan` : 'Signed out'}</p>;
}

function renderSession(me: Route, { strict = false } = {}) {
  const calls = stubApi({ [ME_ROUTE]: me });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthProvider>
            <ShowTier />
          </AuthProvider>
        ),
      },
      { path: '/login', element: <p>Sign-in screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  const app = (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return calls;
}

const signInAs = (tier: 'STARTER' | 'RISE') => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(aUser({ subscription: tier })));
};
const storedTier = () => JSON.parse(localStorage.getItem('user')!).subscription;

describe('session refresh from GET /api/auth/me', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored user at once, then the server’s, and stores it', async () => {
    signInAs('STARTER');
    renderSession(ok({ user: aUser({ subscription: 'BLAZE' }) }));
    expect(screen.getByText('STARTER plan')).toBeInTheDocument();
    expect(await screen.findByText('BLAZE plan')).toBeInTheDocument();
    expect(storedTier()).toBe('BLAZE');
  });

  it('asks once per load, even when React mounts twice in strict mode', async () => {
    signInAs('STARTER');
    const calls = renderSession(ok({ user: aUser({ subscription: 'RISE' }) }), { strict: true });
    expect(await screen.findByText('RISE plan')).toBeInTheDocument();
    expect(calls.sent(ME_ROUTE)).toHaveLength(1);
  });

  it('keeps the stored user when the call fails for a reason other than the token', async () => {
    signInAs('RISE');
    const calls = renderSession(fail(500, 'INTERNAL', 'Internal server error'));
    await waitFor(() => expect(calls.sent(ME_ROUTE)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.getByText('RISE plan')).toBeInTheDocument();
    expect(storedTier()).toBe('RISE');
  });

  it('signs out when the token is no longer accepted (401)', async () => {
    signInAs('RISE');
    renderSession(fail(401, 'UNAUTHENTICATED', 'Invalid or expired token'));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('drops an answer that arrives after the session it was asked for has ended', async () => {
    signInAs('STARTER');
    renderSession(ok({ user: aUser({ subscription: 'BLAZE' }) }));
    expect(await screen.findByText('BLAZE plan')).toBeInTheDocument();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      await held;
      return stubbed(url, init);
    });

    const refresh = act(() => auth.refreshUser());
    act(() => auth.clearSession());
    answer();
    await refresh;
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('asks nothing when nobody is signed in', async () => {
    const calls = renderSession(ok({ user: aUser() }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(calls.sent(ME_ROUTE)).toEqual([]);
  });
});
