import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { sortableAnnouncements } from './announcements';
import { useSortableSensors } from './use-sortable-sensors';

interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** How an item is named in screen-reader announcements. */
  labelOf: (item: T) => string;
  /** Called once per drop that changed the order, with the items in their new order. */
  onReorder: (items: T[]) => void;
  /** verticalListSortingStrategy for lists; rectSortingStrategy for grids. */
  strategy?: SortingStrategy;
  /** The rendered items, each wrapped in a SortableItem with the same id. */
  children: ReactNode;
}

/** Drag-to-reorder for a list or grid, by pointer or keyboard, with spoken feedback. */
export function SortableList<T extends { id: string }>({
  items,
  labelOf,
  onReorder,
  strategy = verticalListSortingStrategy,
  children,
}: SortableListProps<T>) {
  const sensors = useSortableSensors();
  const { t } = useT();
  const instructions = useMemo(() => ({ draggable: t('common.sortable.instructions') }), [t]);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const announcements = useMemo(() => {
    const byId = new Map(items.map((item) => [item.id as UniqueIdentifier, labelOf(item)]));
    return sortableAnnouncements(ids, (id) => byId.get(id) ?? String(id));
  }, [ids, items, labelOf]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
