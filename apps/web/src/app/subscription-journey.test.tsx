import { PLANS } from '@sparklink/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aUser, ok, stubApi, type Route } from '../test/owner-fakes';
import { aVerifyResult } from '../test/subscription-fakes';
import { AppProviders } from './providers';
import { routes } from './routes';

const REF = 'spk-0123456789abcdef0123456789abcdef';

/** The whole app at `path`, with the dashboard's own reads answered. */
function renderApp(path: string, api: Record<string, Route>) {
  const calls = stubApi({
    'GET /api/notifications?limit=20': ok({ notifications: [], unreadCount: 0 }),
    'GET /api/pages': ok({ pages: [] }),
    'GET /api/gallery?limit=1': ok({ items: [], totalCount: 0 }),
    'GET /api/profile': ok(aProfile()),
    'GET /api/subscriptions/plans': ok({ plans: PLANS }),
    'GET /api/subscriptions/history': ok({ transactions: [] }),
    ...api,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, calls };
}

const sidebar = () => screen.findByRole('complementary', { name: 'Sidebar' });

describe('subscription journey through the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the tier from GET /api/auth/me when the app starts, once, so the sidebar shows the paid plan', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(aUser({ subscription: 'STARTER' })));
    const { calls } = renderApp('/dashboard/settings', {
      'GET /api/auth/me': ok({ user: aUser({ subscription: 'RISE' }) }),
    });

    expect(await within(await sidebar()).findByText('RISE Plan')).toBeInTheDocument();
    expect(within(await sidebar()).queryByText('STARTER Plan')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!).subscription).toBe('RISE');
    expect(calls.sent('GET /api/auth/me')).toHaveLength(1);
  });

  it('asks nothing of /me without a stored session', async () => {
    const { calls } = renderApp('/login', {});
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(calls.sent('GET /api/auth/me')).toEqual([]);
  });

  it('brings a visitor back from the checkout through sign-in to the verification, query and all', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderApp(`/dashboard/subscription?reference=${REF}&trxref=${REF}`, {
      'POST /api/auth/login': ok({ token: 'tok', user: aUser() }, 'Login successful'),
      [`GET /api/subscriptions/verify/${REF}`]: ok(aVerifyResult({ reference: REF })),
      'GET /api/auth/me': ok({ user: aUser({ subscription: 'RISE' }) }),
    });

    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Subscription payment successful! Your plan has been updated.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?reference=${REF}&trxref=${REF}`);
    expect(calls.sent(`GET /api/subscriptions/verify/${REF}`)).toHaveLength(1);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).subscription).toBe('RISE'));
  });
});
