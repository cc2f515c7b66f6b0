import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';

const notification = (id: string, fields: object = {}) => ({
  id,
  kind: 'welcome',
  title: `Title ${id}`,
  body: `Body ${id}`,
  link: null,
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...fields,
});

describe('notifications menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count and the API items, and marks the unread ones read on open', async () => {
    const user = userEvent.setup();
    const { calls } = renderDashboard('/dashboard/settings', {
      api: {
        'GET /api/notifications?limit=20': ok({
          notifications: [
            notification('n1'),
            notification('n2', { link: '/dashboard/profile' }),
            notification('n3', { read: true }),
          ],
          unreadCount: 3,
        }),
        'POST /api/notifications/read': ok({ unreadCount: 1 }, 'Notifications marked as read'),
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');

    await user.click(bell);
    expect(await screen.findByRole('menuitem', { name: /Title n1/ })).toHaveTextContent('Body n1');
    expect(screen.getByRole('menuitem', { name: /Title n3/ })).toHaveTextContent('5 minutes ago');
    await waitFor(() => expect(calls.sent('POST /api/notifications/read')).toEqual([{ ids: ['n1', 'n2'] }]));

    await user.click(screen.getByRole('menuitem', { name: /Title n2/ }));
    expect(await screen.findByText('Section at /dashboard/profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveTextContent('1');
  });

  it('says there are none, without a badge or a read call', async () => {
    const user = userEvent.setup();
    const { calls } = renderDashboard('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'No notifications yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(calls.sent('POST /api/notifications/read')).toEqual([]);
  });
});
