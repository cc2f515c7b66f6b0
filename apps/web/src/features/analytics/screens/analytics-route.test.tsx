import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/routes';
import { aUser, ok, stubApi } from '../../../test/owner-fakes';
import { activityPage, anOverview, noDevices, noGeo, someSources, someTrends } from '../test/analytics-factory';
import { ACTIVITY, ranged } from '../test/render-analytics';

afterEach(() => vi.unstubAllGlobals());

describe('/dashboard/analytics route', () => {
  it('opens the analytics screen inside the dashboard shell (no longer the 404 screen)', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(aUser()));
    const paths = ranged('30d');
    stubApi({
      'GET /api/notifications?limit=20': ok({ notifications: [], unreadCount: 0 }),
      [paths.overview]: ok(anOverview()),
      [paths.trends]: ok(someTrends(30)),
      [paths.sources]: ok(someSources()),
      [paths.geo]: ok(noGeo()),
      [paths.devices]: ok(noDevices()),
      [ACTIVITY]: ok(activityPage()),
    });
    render(
      <AppProviders>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dashboard/analytics'] })} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Enhanced Analytics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 – Page Not Found' })).not.toBeInTheDocument();
  });
});
