import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DragHandle } from './drag-handle';
import { SortableItem } from './sortable-item';
import { SortableList } from './sortable-list';
import { keyboardDrag, mockRowRects, pressKey } from './test-keyboard-drag';

const items = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
  { id: 'c', name: 'Charlie' },
];

function List({ onReorder }: { onReorder: (next: typeof items) => void }) {
  return (
    <SortableList items={items} labelOf={(item) => item.name} onReorder={onReorder}>
      <ul>
        {items.map((item) => (
          <SortableItem key={item.id} id={item.id}>
            {({ handleProps }) => (
              <>
                <DragHandle label={`Reorder ${item.name}`} handleProps={handleProps} />
                {item.name}
              </>
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>
  );
}

describe('SortableList keyboard dragging', () => {
  let restoreRects: () => void;
  beforeEach(() => {
    restoreRects = mockRowRects();
  });
  afterEach(() => restoreRects());

  it('picks up with Space, moves 25 px per arrow press, drops with Enter and announces each step', async () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    handle.focus();
    await pressKey(handle, 'Space');
    expect(screen.getByText('Picked up Alpha. It is in position 1 of 3.')).toBeInTheDocument();
    await pressKey(handle, 'ArrowDown');
    expect(onReorder).not.toHaveBeenCalled();
    await pressKey(handle, 'ArrowDown'); // 50 px: the centre of the next 50 px row
    expect(screen.getByText('Alpha was moved into position 2 of 3.')).toBeInTheDocument();
    await pressKey(handle, 'Enter');
    expect(screen.getByText('Alpha was dropped at position 2 of 3.')).toBeInTheDocument();
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0]![0].map((item: { id: string }) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('drops with Tab as well', async () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Reorder Charlie' });
    await pressKey(handle, 'Enter');
    await pressKey(handle, 'ArrowUp');
    await pressKey(handle, 'ArrowUp');
    await pressKey(handle, 'Tab');
    expect(onReorder.mock.calls[0]![0].map((item: { id: string }) => item.id)).toEqual(['a', 'c', 'b']);
  });

  it('cancels with Escape without reordering', async () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    await pressKey(handle, 'Space');
    await pressKey(handle, 'ArrowDown');
    await pressKey(handle, 'ArrowDown');
    await pressKey(handle, 'Escape');
    expect(onReorder).not.toHaveBeenCalled();
    expect(screen.getByText('Moving was cancelled. Alpha was returned to its place.')).toBeInTheDocument();
  });

  it('ignores a drop on the starting place', async () => {
    const onReorder = vi.fn();
    render(<List onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Reorder Bravo' });
    await keyboardDrag(handle, 'ArrowDown', 1); // 25 px: still closest to its own row
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('gives each handle the drag instructions', () => {
    render(<List onReorder={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Reorder Alpha' })).toHaveAccessibleDescription(
      'To pick up an item, press Space or Enter. Use the arrow keys to move it, then press Space or Enter to drop it in its new position, or Escape to cancel.',
    );
  });
});
