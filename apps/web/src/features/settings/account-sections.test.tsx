import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok } from '../../test/owner-fakes';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const FORGOT_ROUTE = 'POST /api/auth/forgot-password';

describe('settings account sections', () => {
  it('lays the sections out in the spec order', async () => {
    renderSettings();
    await screen.findByRole('switch', { name: 'Email notifications' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Account Information',
      'Security and Authentication',
      'Subscription Management',
      'Custom domain',
      'Notifications',
      'Privacy and Visibility',
      'Appearance',
      'Your Data',
      'Danger Zone',
    ]);
  });

  it('shows the names and e-mail read-only, with the support note and a link to the profile', async () => {
    renderSettings({ user: aUser({ firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' }) });
    for (const [label, value] of [
      ['First name', 'Ama'],
      ['Last name', 'Mensah'],
      ['Email', 'ama@example.com'],
    ]) {
      const field = await screen.findByLabelText(label!);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email changes require contacting support.');
    expect(screen.getByRole('link', { name: 'Profile settings' })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('e-mails a reset code, then signs out and opens /reset-password with the address', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderSettings({
      api: { [FORGOT_ROUTE]: ok(null, 'If an account exists for this email, a reset code has been sent.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveTextContent("We'll e-mail a reset code to ama@example.com.");
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByText('Reset screen for ama@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('We sent a reset code to your email. Enter it below with your new password.'),
    ).toBeVisible();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(calls.sent(FORGOT_ROUTE)).toEqual([{ email: 'ama@example.com' }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('stays signed in on the settings screen when the code cannot be sent', async () => {
    const user = userEvent.setup();
    renderSettings({
      api: { [FORGOT_ROUTE]: fail(429, 'RATE_LIMITED', 'Too many requests. Please try again later.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to send the reset code. Please try again.');
    expect(toast).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Security and Authentication' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('shows the Google link, and offers to set a password when the account has none', async () => {
    renderSettings({ user: aUser({ googleLinked: true, hasPassword: false }) });
    expect(await screen.findByText('Signed in with Google')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('leaves the Google line out for a password-only account', async () => {
    renderSettings({ user: aUser({ googleLinked: false }) });
    await screen.findByRole('button', { name: 'Change password' });
    expect(screen.queryByText('Signed in with Google')).not.toBeInTheDocument();
  });
});
