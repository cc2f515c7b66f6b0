import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

const ROW_HEIGHT = 50;

/**
 * jsdom has no layout: give every list item a 50 px tall rect by its position among its
 * siblings, so dnd-kit's collision detection has something to measure. Returns the restorer.
 */
export function mockRowRects(): () => void {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: ROW_HEIGHT,
      right: 600,
      bottom: top + ROW_HEIGHT,
    } as DOMRect;
  });
  return () => spy.mockRestore();
}

/** A key press during a keyboard drag; waits a tick because dnd-kit attaches its key listener late. */
export async function pressKey(target: Element, code: string): Promise<void> {
  fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Picks up the item by its handle, presses the arrow `steps` times (25 px each) and drops it. */
export async function keyboardDrag(handle: Element, direction: 'ArrowUp' | 'ArrowDown', steps: number): Promise<void> {
  if (handle instanceof HTMLElement) handle.focus();
  await pressKey(handle, 'Space');
  for (let step = 0; step < steps; step += 1) await pressKey(handle, direction);
  await pressKey(handle, 'Space');
}
