import type { Page } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyboardDrag, mockRowRects } from '../../../components/sortable/test-keyboard-drag';
import { fail, ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

let restoreRects: () => void;
beforeEach(() => {
  restoreRects = mockRowRects();
});
afterEach(() => {
  restoreRects();
  vi.unstubAllGlobals();
});

const pages = [makePage({ title: 'Home' }), makePage({ title: 'About' }), makePage({ title: 'Work' })];
const titles = () =>
  within(screen.getByRole('list', { name: 'Pages' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const renumbered = (list: Page[]) => list.map((page, order) => ({ ...page, order }));

describe('reordering pages by keyboard drag', () => {
  it('shows the new order at once, saves it with one call and says so', async () => {
    const { calls } = renderPages('/dashboard/pages', {
      tier: 'RISE',
      api: {
        'GET /api/pages': ok({ pages }),
        'POST /api/pages/reorder': ok({ pages: renumbered([pages[1]!, pages[0]!, pages[2]!]) }),
      },
    });
    await keyboardDrag(await screen.findByRole('button', { name: 'Reorder Home' }), 'ArrowDown', 2);

    // The drop settles in the next frames; on a busy machine that is not the same tick.
    await waitFor(() => expect(titles()).toEqual(['About', 'Home', 'Work']));
    expect(await screen.findByText('Pages reordered successfully!')).toBeInTheDocument();
    expect(calls.sent('POST /api/pages/reorder')).toEqual([
      {
        pageOrders: [
          { id: pages[1]!.id, order: 0 },
          { id: pages[0]!.id, order: 1 },
          { id: pages[2]!.id, order: 2 },
        ],
      },
    ]);
  });

  it('reloads the list from the server and reports the failure', async () => {
    const { calls } = renderPages('/dashboard/pages', {
      tier: 'RISE',
      api: {
        'GET /api/pages': ok({ pages }),
        'POST /api/pages/reorder': fail(400, 'VALIDATION_ERROR', 'Unknown page id'),
      },
    });
    await keyboardDrag(await screen.findByRole('button', { name: 'Reorder Work' }), 'ArrowUp', 2);

    const toast = (await screen.findByText('Failed to reorder pages')).closest('[data-toast-type]');
    expect(toast).toHaveAttribute('data-toast-type', 'error');
    expect(toast).toHaveTextContent('Unknown page id');
    await waitFor(() => expect(calls.sent('GET /api/pages')).toHaveLength(2));
    await waitFor(() => expect(titles()).toEqual(['Home', 'About', 'Work']));
    expect(calls.sent('POST /api/pages/reorder')).toHaveLength(1);
  });
});
