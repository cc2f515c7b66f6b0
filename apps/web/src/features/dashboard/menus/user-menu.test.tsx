import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../test/render-dashboard';

describe('user menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows name and e-mail, links to support, and signs out', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/settings');
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ama');
    expect(menu).toHaveTextContent('ama@example.com');
    expect(screen.getByRole('menuitem', { name: 'Help & Support' })).toHaveAttribute(
      'href',
      'mailto:support@sparklink.app',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });
});
