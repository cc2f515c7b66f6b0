import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { SORTABLE_KEYBOARD_CODES, stepCoordinates } from './keyboard';

const press = (code: string) =>
  stepCoordinates(new KeyboardEvent('keydown', { code }), {
    currentCoordinates: { x: 100, y: 200 },
  } as Parameters<KeyboardCoordinateGetter>[1]);

describe('keyboard dragging', () => {
  it('moves 25 px per arrow press and ignores other keys', () => {
    expect(press('ArrowDown')).toEqual({ x: 100, y: 225 });
    expect(press('ArrowUp')).toEqual({ x: 100, y: 175 });
    expect(press('ArrowLeft')).toEqual({ x: 75, y: 200 });
    expect(press('ArrowRight')).toEqual({ x: 125, y: 200 });
    expect(press('KeyA')).toBeUndefined();
  });

  it('starts with Space or Enter, cancels with Escape, ends with Space, Enter or Tab', () => {
    expect(SORTABLE_KEYBOARD_CODES).toEqual({
      start: ['Space', 'Enter'],
      cancel: ['Escape'],
      end: ['Space', 'Enter', 'Tab'],
    });
  });
});
