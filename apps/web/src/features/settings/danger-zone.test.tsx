import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/owner-fakes';
import { holdRequests } from './test/hold-requests';
import { confirmIdentity, renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const DELETE_ROUTE = 'DELETE /api/auth/account';
const finalButton = () => screen.getByRole('button', { name: /Permanently delete account|Deleting\.\.\./ });
const confirmation = () => screen.getByRole('textbox', { name: 'Account deletion confirmation' });

async function openConfirmation() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
  return user;
}

describe('Danger Zone', () => {
  it('says a running paid plan ends with the account, unrefunded', async () => {
    renderSettings();
    const zone = await screen.findByRole('region', { name: 'Danger Zone' });
    expect(zone).toHaveTextContent('A running paid plan ends with the account and is not refunded.');
  });

  it('enables the final button only for exactly DELETE, with the hint until then', async () => {
    renderSettings();
    const user = await openConfirmation();
    expect(confirmation()).toHaveFocus();
    expect(finalButton()).toBeDisabled();
    expect(confirmation()).toHaveAccessibleDescription('Please type DELETE to confirm');

    for (const attempt of ['delete', 'DELETE ', 'DELET']) {
      await user.clear(confirmation());
      await user.type(confirmation(), attempt);
      expect(finalButton(), attempt).toBeDisabled();
      await user.type(confirmation(), '{Enter}');
    }
    await user.clear(confirmation());
    await user.type(confirmation(), 'DELETE');
    expect(finalButton()).toBeEnabled();
    expect(confirmation()).not.toHaveAccessibleDescription();
    // Types 23 keys into the whole settings screen: near the 5 s default on a busy machine.
  }, 15_000);

  it('Cancel hides the confirmation and clears what was typed', async () => {
    const { calls } = renderSettings();
    const user = await openConfirmation();
    await user.type(confirmation(), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('textbox', { name: 'Account deletion confirmation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(confirmation()).toHaveValue('');
    expect(finalButton()).toBeDisabled();
    expect(calls.sent(DELETE_ROUTE)).toEqual([]);
  });

  it('deletes with the confirmation, reads "Deleting..." meanwhile, then signs out to /login', async () => {
    const { calls, router } = renderSettings({ api: { [DELETE_ROUTE]: ok(null, 'Account deleted successfully') } });
    const user = await openConfirmation();
    const release = holdRequests(DELETE_ROUTE);
    await user.type(confirmation(), 'DELETE');
    await user.click(finalButton());
    await confirmIdentity(user);

    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(screen.getByText('Account deleted successfully')).toBeInTheDocument();
    expect(calls.sent(DELETE_ROUTE)).toEqual([{ confirm: 'DELETE' }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays signed in and says "Failed to delete account" with the reason when it fails', async () => {
    renderSettings({
      api: { [DELETE_ROUTE]: fail(429, 'RATE_LIMITED', 'Too many requests. Please try again later.') },
    });
    const user = await openConfirmation();
    await user.type(confirmation(), 'DELETE');
    await user.click(finalButton());
    await confirmIdentity(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to delete account');
    expect(toast).toHaveTextContent('Too many requests. Please try again later.');
    await waitFor(() => expect(finalButton()).toBeEnabled());
    expect(finalButton()).toHaveTextContent('Permanently delete account');
    expect(localStorage.getItem('token')).toBe('tok');
  });
});
