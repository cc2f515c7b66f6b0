import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { routes } from './routes';

const renderAt = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

describe('account and legal routes', () => {
  it.each([
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/verify-email', 'Verify your email'],
    ['/oauth/callback', 'Signing you in'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Reset your password'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('loads %s lazily', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Reset your password'],
  ])('opens %s to a signed-in owner too (the security alert links there)', async (path, heading) => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'ama@example.com' }));
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('guards the dashboard and sends a visitor to sign-in with where they were going', async () => {
    const router = renderAt('/dashboard/profile?tab=links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: expect.objectContaining({ pathname: '/dashboard/profile', search: '?tab=links' }),
    });
  });
});
