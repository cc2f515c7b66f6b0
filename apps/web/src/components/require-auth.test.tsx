import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { AuthProvider } from '../lib/session/auth-provider';
import { RequireAuth } from './require-auth';

function renderGuarded(path: string, screen: ReactNode = <p>Owner screen</p>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: '/dashboard/*', element: <RequireAuth>{screen}</RequireAuth> },
          { path: '/login', element: <p>Sign-in screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const storeSession = () => {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify({ id: 'user-1', email: 'ama@example.com' }));
};

describe('RequireAuth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to /login, replacing history, with where they were going', async () => {
    const router = renderGuarded('/dashboard/pages?tab=all');
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({
      from: expect.objectContaining({ pathname: '/dashboard/pages', search: '?tab=all' }),
    });
  });

  it('shows the protected screen to a signed-in user', async () => {
    storeSession();
    renderGuarded('/dashboard');
    expect(await screen.findByText('Owner screen')).toBeInTheDocument();
  });

  it('signs out and goes to /login when an authenticated call answers 401', async () => {
    storeSession();
    const fetchSpy = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Invalid or expired token' }),
          {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    function LoadsMe() {
      useEffect(() => {
        api('GET', '/auth/me').catch(() => undefined);
      }, []);
      return <p>Owner screen</p>;
    }

    const router = renderGuarded('/dashboard', <LoadsMe />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok-1' }) }),
    );
  });
});
