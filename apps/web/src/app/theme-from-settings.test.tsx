import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardLayout } from '../features/dashboard/shell/dashboard-layout';
import { dashboardDefaults } from '../features/dashboard/test/render-dashboard';
import { withChange } from '../features/settings/lib/setting-change';
import { SettingsScreen } from '../features/settings/settings-screen';
import { holdRequests } from '../features/settings/test/hold-requests';
import { aDomainState, CUSTOM_DOMAIN_ROUTE } from '../test/custom-domain-fakes';
import { fakeColorScheme } from '../test/fake-color-scheme';
import { defaultSettings, fail, ok, type Route } from '../test/owner-fakes';
import { renderOwner } from '../test/render-owner';

afterEach(() => vi.unstubAllGlobals());

const isDark = () => document.documentElement.classList.contains('dark');
const withTheme = (theme: 'light' | 'dark' | 'system') =>
  withChange(defaultSettings(), { group: 'appearance', key: 'theme', value: theme });

/** Settings inside the real dashboard shell, which applies the owner's theme. */
function renderDashboardAt(path: string, api: Record<string, Route>) {
  return renderOwner(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>Overview</p> },
          { path: 'settings', element: <SettingsScreen /> },
        ],
      },
    ],
    path,
    {
      api: {
        ...dashboardDefaults(),
        // The settings screen's custom domain section: a Starter account's answer.
        [`GET ${CUSTOM_DOMAIN_ROUTE}`]: ok(aDomainState({ allowed: false })),
        ...api,
      },
    },
  );
}

describe('the theme from settings', () => {
  it('applies the saved theme when the dashboard opens and keeps it for the next page load', async () => {
    fakeColorScheme(false);
    localStorage.setItem('theme', 'light');
    renderDashboardAt('/dashboard', { 'GET /api/settings': ok(withTheme('dark')) });

    await waitFor(() => expect(isDark()).toBe(true));
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("follows the OS under 'system' and stores 'system', not what the OS said", async () => {
    fakeColorScheme(true);
    renderDashboardAt('/dashboard', { 'GET /api/settings': ok(withTheme('system')) });

    await waitFor(() => expect(localStorage.getItem('theme')).toBe('system'));
    expect(isDark()).toBe(true);
  });

  it('switches at once when the owner picks a theme, before the server answers', async () => {
    const user = userEvent.setup();
    fakeColorScheme(false);
    const { calls } = renderDashboardAt('/dashboard/settings', {
      'PUT /api/settings': ok(withTheme('dark'), 'Settings updated'),
    });
    const theme = await screen.findByRole('combobox', { name: 'Theme' });
    expect(isDark()).toBe(false);

    const release = holdRequests('PUT /api/settings');
    await user.selectOptions(theme, 'dark');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    release();

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(calls.sent('PUT /api/settings')).toEqual([{ appearance: { theme: 'dark' } }]);
    expect(isDark()).toBe(true);
  });

  it('puts the previous theme back when saving fails', async () => {
    const user = userEvent.setup();
    fakeColorScheme(false);
    renderDashboardAt('/dashboard/settings', {
      'GET /api/settings': ok(withTheme('light')),
      'PUT /api/settings': fail(500, 'INTERNAL', 'Internal server error'),
    });
    const theme = await screen.findByRole('combobox', { name: 'Theme' });
    await user.selectOptions(theme, 'dark');

    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    await waitFor(() => expect(isDark()).toBe(false));
    expect(theme).toHaveValue('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
