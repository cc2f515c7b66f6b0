import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Route } from '../../../test/owner-fakes';
import { makeItem } from '../test/item-factory';
import { LIST, listed, renderGallery } from '../test/render-gallery';

afterEach(() => vi.unstubAllGlobals());

const item = makeItem({
  title: 'Harbour',
  description: 'Boats at rest',
  category: 'Travel',
  tags: ['sea', 'boats'],
});
const save = `PUT /api/gallery/${item.id}`;

async function openEdit(answer: Route) {
  const user = userEvent.setup();
  const view = renderGallery({ [LIST]: listed([item]), [save]: answer });
  await user.click(await screen.findByRole('button', { name: 'Edit Harbour' }));
  return { user, ...view, dialog: screen.getByRole('dialog', { name: 'Edit image' }) };
}

describe('edit image dialog', () => {
  it("starts from the image's details; a title may be cleared, one too long may not", async () => {
    const { user, dialog, calls } = await openEdit(ok(item));
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Boats at rest');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Travel');
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('sea, boats');
    expect(within(dialog).getByRole('switch', { name: 'Visible' })).toBeChecked();
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Harbour');

    fireEvent.change(title, { target: { value: 'x'.repeat(101) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Title must be less than 100 characters')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(calls.sent(save)).toHaveLength(0);
  });

  it('saves every field with PUT and closes', async () => {
    const saved = { ...item, title: 'Old harbour', tags: ['sea', 'dusk'], isVisible: false };
    const { user, dialog, calls } = await openEdit(ok(saved, 'Gallery item updated successfully'));
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, ' Old harbour ');
    const tags = within(dialog).getByLabelText('Tags');
    await user.clear(tags);
    await user.type(tags, 'sea, , dusk ');
    await user.click(within(dialog).getByRole('switch', { name: 'Visible' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Gallery item updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent(save)).toEqual([
      {
        title: 'Old harbour',
        description: 'Boats at rest',
        category: 'Travel',
        tags: ['sea', 'dusk'],
        isVisible: false,
      },
    ]);
    // The saved item is patched into the grid in place; the list is not fetched again.
    expect(await screen.findByRole('heading', { name: 'Old harbour' })).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(calls.sent(LIST)).toHaveLength(1);
  });

  it("shows a refused save's reason in the dialog and keeps it open", async () => {
    const { user, dialog } = await openEdit(fail(404, 'NOT_FOUND', 'Gallery item not found'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update imageGallery item not found');
    expect(screen.getByRole('dialog', { name: 'Edit image' })).toBeInTheDocument();
  });

  it('puts a field error from the server on its field', async () => {
    const refused = {
      status: 400,
      body: {
        status: 'ERROR' as const,
        code: 'VALIDATION_ERROR' as const,
        message: 'Each tag must be at most 30 characters',
        errors: [{ path: 'tags[0]', message: 'Each tag must be at most 30 characters' }],
      },
    };
    const { user, dialog } = await openEdit(refused);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Each tag must be at most 30 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tags')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Failed to update image')).not.toBeInTheDocument();
  });
});
