import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

export const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up an item, press Space or Enter. Use the arrow keys to move it, then press Space or Enter to drop it in its new position, or Escape to cancel.',
};

/** What a screen reader hears during a drag, naming items by their label and position. */
export function sortableAnnouncements(
  ids: readonly UniqueIdentifier[],
  labelOf: (id: UniqueIdentifier) => string,
): Announcements {
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + 1} of ${ids.length}`;
  // dnd-kit reports the item over itself right after pick-up; that would talk over the pick-up.
  let hasMoved = false;
  return {
    onDragStart: ({ active }) => {
      hasMoved = false;
      return `Picked up ${labelOf(active.id)}. It is in ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${labelOf(active.id)} is no longer over the list.`;
      if (!hasMoved && over.id === active.id) return undefined;
      hasMoved = true;
      return `${labelOf(active.id)} was moved into ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} was dropped at ${position(over.id)}.` : `${labelOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${labelOf(active.id)} was returned to its place.`,
  };
}
