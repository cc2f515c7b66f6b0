import { KeyboardCode, type KeyboardCodes, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/** Spec 2 §4: Space/Enter pick up, Escape cancels, Space/Enter/Tab drop. */
export const SORTABLE_KEYBOARD_CODES: KeyboardCodes = {
  start: [KeyboardCode.Space, KeyboardCode.Enter],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Tab],
};

/** One arrow press moves the dragged item this far (spec 2 §9). */
export const KEYBOARD_STEP_PX = 25;

const STEPS: Partial<Record<string, { x: number; y: number }>> = {
  [KeyboardCode.Up]: { x: 0, y: -KEYBOARD_STEP_PX },
  [KeyboardCode.Down]: { x: 0, y: KEYBOARD_STEP_PX },
  [KeyboardCode.Left]: { x: -KEYBOARD_STEP_PX, y: 0 },
  [KeyboardCode.Right]: { x: KEYBOARD_STEP_PX, y: 0 },
};

export const stepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  return { x: currentCoordinates.x + step.x, y: currentCoordinates.y + step.y };
};
