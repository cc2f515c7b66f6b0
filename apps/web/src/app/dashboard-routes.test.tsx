import { PLANS } from '@sparklink/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aUser, ok, stubApi } from '../test/owner-fakes';
import { AppProviders } from './providers';
import { routes } from './routes';

const renderSignedInAt = (path: string) => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(aUser()));
  stubApi({
    'GET /api/notifications?limit=20': ok({ notifications: [], unreadCount: 0 }),
    'GET /api/pages': ok({ pages: [] }),
    'GET /api/gallery?limit=1': ok({ items: [], totalCount: 0 }),
    'GET /api/profile': ok(aProfile()),
    'GET /api/resume/info': ok({ hasResume: false, resume: null }),
    'GET /api/subscriptions/plans': ok({ plans: PLANS }),
    'GET /api/subscriptions/history': ok({ transactions: [] }),
  });
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
};

describe('dashboard routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the shell with the overview at /dashboard', async () => {
    renderSignedInAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /, Ama!$/ })).toBeInTheDocument();
  });

  it('loads the profile settings at /dashboard/profile', async () => {
    renderSignedInAt('/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic Information' })).toBeInTheDocument();
  });

  it('loads the resume screen at /dashboard/resume', async () => {
    renderSignedInAt('/dashboard/resume');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resume' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No resume yet' })).toBeInTheDocument();
  });

  it('loads the subscription screen at /dashboard/subscription', async () => {
    renderSignedInAt('/dashboard/subscription');
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Rise' })).toBeInTheDocument();
  });

  it('shows the 404 screen for a dashboard path that has no screen', async () => {
    renderSignedInAt('/dashboard/billing');
    expect(await screen.findByRole('heading', { name: '404 – Page Not Found' })).toBeInTheDocument();
  });
});
