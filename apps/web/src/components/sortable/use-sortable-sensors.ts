import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SORTABLE_KEYBOARD_CODES, stepCoordinates } from './keyboard';

/** Pointer drags start after a few pixels so that a click on the handle is not a drag. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { keyboardCodes: SORTABLE_KEYBOARD_CODES, coordinateGetter: stepCoordinates }),
  );
}
