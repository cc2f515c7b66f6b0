import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { makeItem } from '../test/item-factory';
import { LIST, listed, renderGallery } from '../test/render-gallery';

afterEach(() => vi.unstubAllGlobals());

describe('gallery screen', () => {
  it('shows 8 skeleton tiles while loading, then the images in a 2 to 5 column grid', async () => {
    const items = [
      makeItem({ title: 'Sunrise', category: 'Travel', width: 2048, height: 1365 }),
      makeItem({ title: 'Studio', isVisible: false }),
    ];
    renderGallery({ [LIST]: listed(items) });
    expect(screen.getByRole('status', { name: 'Loading gallery' })).toBeInTheDocument();
    expect(screen.getAllByTestId('gallery-skeleton-tile')).toHaveLength(8);

    const grid = await screen.findByRole('list', { name: 'Gallery images' });
    expect(grid).toHaveClass('grid-cols-2', 'md:grid-cols-3', 'lg:grid-cols-4', 'xl:grid-cols-5');
    expect(screen.queryByRole('status', { name: 'Loading gallery' })).not.toBeInTheDocument();
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['Sunrise', 'Studio']);

    const sunrise = tiles[0]!.querySelector('img')!;
    expect(sunrise).toHaveAttribute('alt', '');
    expect(sunrise).toHaveAttribute('src', items[0]!.thumbnailUrl);
    expect(sunrise).toHaveAttribute('width', '2048');
    expect(sunrise).toHaveAttribute('height', '1365');
    expect(within(tiles[0]!).getByText('Travel')).toBeInTheDocument();
    expect(within(tiles[0]!).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(tiles[1]!).getByText('Hidden')).toBeInTheDocument();
    expect(within(tiles[1]!).getByRole('button', { name: 'Show Studio' })).toBeInTheDocument();
    expect(within(tiles[0]!).getByRole('button', { name: 'Hide Sunrise' })).toBeInTheDocument();
    expect(within(tiles[0]!).getByRole('button', { name: 'Reorder Sunrise' })).toBeInTheDocument();
    expect(screen.getByText(/^2 images\./)).toBeInTheDocument();
  });

  it('says the gallery failed to load and tries again on request', async () => {
    let answer = fail(500, 'INTERNAL', 'Internal server error');
    const user = userEvent.setup();
    const { calls } = renderGallery({ [LIST]: () => answer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load gallery');

    answer = listed([makeItem({ title: 'Harbour' })]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Harbour' })).toBeInTheDocument();
    expect(calls.sent(LIST)).toHaveLength(2);
  });

  it('offers an upload from the empty state', async () => {
    const user = userEvent.setup();
    renderGallery({ [LIST]: listed([]) });
    expect(await screen.findByRole('heading', { name: 'No images yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload your first image' }));
    expect(screen.getByRole('dialog', { name: 'Upload Images' })).toBeInTheDocument();
  });

  it('hides and shows an image with a PUT of isVisible, and reports a failure', async () => {
    const [shown, hidden] = [makeItem({ title: 'Sunrise' }), makeItem({ title: 'Studio', isVisible: false })];
    const hide = `PUT /api/gallery/${shown!.id}`;
    const show = `PUT /api/gallery/${hidden!.id}`;
    const user = userEvent.setup();
    const { calls } = renderGallery({
      [LIST]: listed([shown!, hidden!]),
      [hide]: ok({ ...shown, isVisible: false }, 'Gallery item updated successfully'),
      [show]: fail(500, 'INTERNAL', 'Internal server error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Hide Sunrise' }));
    expect(await screen.findByText('Gallery item updated successfully')).toBeInTheDocument();
    expect(calls.sent(hide)).toEqual([{ isVisible: false }]);

    await user.click(screen.getByRole('button', { name: 'Show Studio' }));
    const toast = (await screen.findByText('Failed to update image')).closest('[data-toast-type]');
    expect(toast).toHaveAttribute('data-toast-type', 'error');
    expect(toast).toHaveTextContent('Internal server error');
    expect(calls.sent(show)).toEqual([{ isVisible: true }]);
  });

  it('asks before deleting, reports a failure, then deletes', async () => {
    const items = [makeItem({ title: 'Sunrise' }), makeItem({ title: 'Studio' })];
    const remove = `DELETE /api/gallery/${items[1]!.id}`;
    let answer = fail(404, 'NOT_FOUND', 'Gallery item not found');
    const user = userEvent.setup();
    const { calls } = renderGallery({ [LIST]: listed(items), [remove]: () => answer });

    await user.click(await screen.findByRole('button', { name: 'Delete Studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete image?' });
    expect(dialog).toHaveTextContent('"Studio" will be deleted permanently. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent(remove)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Studio' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete image' }));
    const toast = (await screen.findByText('Failed to delete image')).closest('[data-toast-type]');
    expect(toast).toHaveTextContent('Gallery item not found');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer = ok(null, 'Gallery item deleted successfully');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('Gallery item deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent(remove)).toHaveLength(2);
    await waitFor(() => expect(calls.sent(LIST)).toHaveLength(2));
  });
});
