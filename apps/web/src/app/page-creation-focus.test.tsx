import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardLayout } from '../features/dashboard/shell/dashboard-layout';
import { dashboardDefaults } from '../features/dashboard/test/render-dashboard';
import { NewPageScreen } from '../features/pages/screens/new-page-screen';
import { PagesScreen } from '../features/pages/screens/pages-screen';
import { renderOwner } from '../test/render-owner';

/** The pages screens inside the real dashboard shell, where focus is managed on navigation. */
describe('page creation and focus', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("moves to the page editor's heading after Create Page, not to <body>", async () => {
    const user = userEvent.setup();
    renderOwner(
      [
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          children: [
            { path: 'pages', element: <PagesScreen /> },
            { path: 'pages/new', element: <NewPageScreen /> },
          ],
        },
      ],
      '/dashboard/pages',
      { api: dashboardDefaults() },
    );
    await user.click(await screen.findByRole('link', { name: 'Create Page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Create Page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page Management' })).toHaveFocus());
  });
});
