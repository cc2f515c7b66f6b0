import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** A form whose changes the guard watches; Save clears them and goes straight to the list. */
function Editor() {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <label>
        Name
        <input onChange={() => setDirty(true)} />
      </label>
      <button
        onClick={() => {
          setDirty(false);
          guard.markSaved();
          void navigate('/list');
        }}
      >
        Save
      </button>
      <button onClick={() => setDirty(false)}>Discard</button>
      <Link to="/list">Back to the list</Link>
      <Link to="/edit#help">Help</Link>
      {guard.dialog}
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/list', element: <h1>The list</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

describe('unsaved changes guard', () => {
  it('asks before leaving with unsaved changes; Stay keeps the form and its changes', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Ama');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));

    const dialog = leaveDialog();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes. If you leave now, they will be lost.');
    // Staying is the safe choice, so it has focus first.
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Name')).toHaveValue('Ama');
  });

  it('goes on when the owner chooses Leave', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Ama');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('Escape answers Stay', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Ama');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.keyboard('{Escape}');
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('lets a clean form go without asking', async () => {
    const { router, user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('does not ask after changes were discarded', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Ama');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('does not ask when a save goes straight on to another screen', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Ama');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('does not ask for a move within the same screen', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Ama');
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe('#help');
  });

  it('has the browser warn before closing or reloading the tab only while there are changes', async () => {
    const { user } = renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Ama');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(unload()).toBe(false);
  });
});
