import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../../features/dashboard/test/render-dashboard';

describe('dialogs give focus back to what opened them', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('the share dialog, closed with %s, returns focus to Share Portfolio', async (_how, close) => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderDashboard('/dashboard');
    const opener = screen.getByRole('button', { name: /Share Portfolio/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Share your portfolio' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
