import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { translator } from '../../i18n/use-t';

/**
 * What a screen reader hears during a drag, naming items by their label and position. Each text is
 * looked up as it is spoken, so it follows the language showing at that moment.
 */
export function sortableAnnouncements(
  ids: readonly UniqueIdentifier[],
  labelOf: (id: UniqueIdentifier) => string,
): Announcements {
  const at = (active: UniqueIdentifier, place: UniqueIdentifier) => ({
    item: labelOf(active),
    position: ids.indexOf(place) + 1,
    total: ids.length,
  });
  const t = (...args: Parameters<ReturnType<typeof translator>['t']>) => translator().t(...args);
  // dnd-kit reports the item over itself right after pick-up; that would talk over the pick-up.
  let hasMoved = false;
  return {
    onDragStart: ({ active }) => {
      hasMoved = false;
      return t('common.sortable.pickedUp', at(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over) return t('common.sortable.notOver', { item: labelOf(active.id) });
      if (!hasMoved && over.id === active.id) return undefined;
      hasMoved = true;
      return t('common.sortable.movedInto', at(active.id, over.id));
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('common.sortable.droppedAt', at(active.id, over.id))
        : t('common.sortable.dropped', { item: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('common.sortable.cancelled', { item: labelOf(active.id) }),
  };
}
