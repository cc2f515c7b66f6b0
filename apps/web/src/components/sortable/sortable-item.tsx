import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type DragHandleProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> };

export interface SortableItemState {
  /** Spread on the DragHandle: only the handle starts a drag, so the row's other buttons keep working. */
  handleProps: DragHandleProps;
  isDragging: boolean;
}

interface SortableItemProps {
  id: string;
  children: (state: SortableItemState) => ReactNode;
}

/** One list item that moves during a drag; put it inside a SortableList, in a ul or ol. */
export function SortableItem({ id, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 10 : undefined,
    position: 'relative' as const,
  };
  const handleProps = { ...attributes, ...listeners, ref: setActivatorNodeRef } as DragHandleProps;
  return (
    <li ref={setNodeRef} style={style}>
      {children({ handleProps, isDragging })}
    </li>
  );
}
