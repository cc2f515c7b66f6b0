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

describe('routes', () => {
  it('shows the 404 screen with a link home for an unknown path', async () => {
    renderAt('/no/such/place');
    expect(await screen.findByRole('heading', { name: '404 – Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor without a session from / to /login, replacing history', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user from / to /dashboard', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'ama@example.com' }));
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
