import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../../features/dashboard/test/render-dashboard';
import { ConfirmDialog } from './confirm-dialog';
import { offerFocusFallback } from './focus-fallback';

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

describe('a question with its safe answer focused first', () => {
  function Asking() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete image
        </button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete this image?"
          description="It is removed from your gallery."
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
        />
      </>
    );
  }

  it('gives focus back to its opener on Cancel, though Cancel took focus before any effect ran', async () => {
    const user = userEvent.setup();
    render(<Asking />);
    const opener = screen.getByRole('button', { name: 'Delete image' });
    await user.click(opener);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus to the offered fallback when its opener went away in the same click', async () => {
    function OpenedByVanishingLink() {
      const [open, setOpen] = useState(false);
      const [linkShown, setLinkShown] = useState(true);
      return (
        <>
          <button type="button">Open menu</button>
          {linkShown && (
            <button
              type="button"
              onClick={() => {
                offerFocusFallback(screen.getByRole('button', { name: 'Open menu' }));
                setLinkShown(false);
                setOpen(true);
              }}
            >
              Pages
            </button>
          )}
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Leave without saving?"
            description="You have unsaved changes."
            cancelLabel="Stay"
            confirmLabel="Leave"
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<OpenedByVanishingLink />);
    await user.click(screen.getByRole('button', { name: 'Pages' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });
});
