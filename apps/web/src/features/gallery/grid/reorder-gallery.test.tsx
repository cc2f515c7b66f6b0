import type { GalleryItem } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyboardDrag, mockRowRects } from '../../../components/sortable/test-keyboard-drag';
import { fail, ok } from '../../../test/owner-fakes';
import { makeItem } from '../test/item-factory';
import { LIST, listed, renderGallery } from '../test/render-gallery';

let restoreRects: () => void;
beforeEach(() => {
  restoreRects = mockRowRects();
});
afterEach(() => {
  restoreRects();
  vi.unstubAllGlobals();
});

const items = [makeItem({ title: 'Sunrise' }), makeItem({ title: 'Harbour' }), makeItem({ title: 'Studio' })];
const titles = () =>
  within(screen.getByRole('list', { name: 'Gallery images' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const renumbered = (list: GalleryItem[]) => list.map((item, order) => ({ ...item, order }));

describe('reordering the gallery by keyboard drag', () => {
  it('shows the new order at once and saves it with one call', async () => {
    const { calls } = renderGallery({
      [LIST]: listed(items),
      'POST /api/gallery/reorder': ok({ items: renumbered([items[1]!, items[0]!, items[2]!]) }),
    });
    await keyboardDrag(await screen.findByRole('button', { name: 'Reorder Sunrise' }), 'ArrowDown', 2);

    await waitFor(() => expect(titles()).toEqual(['Harbour', 'Sunrise', 'Studio']));
    await waitFor(() =>
      expect(calls.sent('POST /api/gallery/reorder')).toEqual([
        {
          itemOrders: [
            { id: items[1]!.id, order: 0 },
            { id: items[0]!.id, order: 1 },
            { id: items[2]!.id, order: 2 },
          ],
        },
      ]),
    );
    expect(calls.sent(LIST)).toHaveLength(1);
  });

  it('reloads the list from the server and says the order was not saved', async () => {
    const { calls } = renderGallery({
      [LIST]: listed(items),
      'POST /api/gallery/reorder': fail(400, 'VALIDATION_ERROR', 'Unknown item id'),
    });
    await keyboardDrag(await screen.findByRole('button', { name: 'Reorder Studio' }), 'ArrowUp', 2);

    const toast = (await screen.findByText('Failed to update order')).closest('[data-toast-type]');
    expect(toast).toHaveAttribute('data-toast-type', 'error');
    expect(toast).toHaveTextContent('Unknown item id');
    await waitFor(() => expect(calls.sent(LIST)).toHaveLength(2));
    await waitFor(() => expect(titles()).toEqual(['Sunrise', 'Harbour', 'Studio']));
    expect(calls.sent('POST /api/gallery/reorder')).toHaveLength(1);
  });
});
