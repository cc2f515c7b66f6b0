import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

describe('dashboard shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the eight sections and marks Overview current only on /dashboard', async () => {
    renderDashboard('/dashboard');
    const nav = within(sidebar()).getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/pages',
      '/dashboard/gallery',
      '/dashboard/analytics',
      '/dashboard/subscription',
      '/dashboard/resume',
      '/dashboard/settings',
    ]);
    expect(within(nav).getByRole('link', { name: /Overview/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Create & manage pages')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ama!')).toBeInTheDocument();
  });

  it('marks Pages current on /dashboard/pages/new by prefix, and not Overview', () => {
    renderDashboard('/dashboard/pages/new');
    const nav = within(sidebar()).getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: /Pages/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Overview/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Management' })).toBeInTheDocument();
    expect(screen.getByText('Create and arrange the pages of your portfolio')).toBeInTheDocument();
  });

  it('titles Resume and Subscription by their own names, not Dashboard', async () => {
    renderDashboard('/dashboard/resume');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('The resume visitors can view and download')).toBeInTheDocument();
  });

  it('shows the first name, verified badge and plan; falls back to the e-mail local part, then User', () => {
    renderDashboard('/dashboard/settings', { user: aUser({ hasVerifiedBadge: true, subscription: 'RISE' }) });
    expect(within(sidebar()).getByText('Ama')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(sidebar()).getByText('RISE Plan')).toBeInTheDocument();
  });

  it('falls back to the e-mail local part without a first name, and shows the initial', () => {
    renderDashboard('/dashboard/settings', { user: aUser({ firstName: null, email: 'kofi@example.com' }) });
    expect(within(sidebar()).getByText('kofi')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('img', { name: 'kofi' })).toHaveTextContent('k');
    expect(within(sidebar()).queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    expect(within(sidebar()).getByText('STARTER Plan')).toBeInTheDocument();
  });

  it('collapses to icons on desktop and remembers it', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/settings');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    expect(localStorage.getItem('sparklink.sidebarCollapsed')).toBe('true');
    expect(within(sidebar()).getByRole('link', { name: 'Profile' })).toHaveAttribute('title', 'Profile');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem('sparklink.sidebarCollapsed')).toBe('false');
  });

  it("opens the drawer from the menu button and closes it on route change, focus on the new screen's heading", async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/settings');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await user.click(within(drawer).getByRole('link', { name: /Gallery/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/gallery');
    expect(screen.getByText('Section at /dashboard/gallery')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toHaveFocus());
  });

  it('closes the drawer on Escape, returning focus to the menu button', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/settings');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    expect(await screen.findByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('signs out from the sidebar', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/settings');
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign Out' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
