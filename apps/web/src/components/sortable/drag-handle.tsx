import { GripVertical } from 'lucide-react';
import type { DragHandleProps } from './sortable-item';

/** The visible grip that starts a drag; a real button so it is reachable by Tab. */
export function DragHandle({ label, handleProps }: { label: string; handleProps: DragHandleProps }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...handleProps}
      className="cursor-grab touch-none rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="h-5 w-5" />
    </button>
  );
}
