import type { GalleryItem } from '@sparklink/contract';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';

interface GalleryTileActionsProps {
  item: GalleryItem;
  visibilityPending: boolean;
  onToggleVisible: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function GalleryTileActions({
  item,
  visibilityPending,
  onToggleVisible,
  onEdit,
  onDelete,
}: GalleryTileActionsProps) {
  return (
    <div className="mt-auto flex items-center justify-end gap-1">
      <IconButton
        label={`${item.isVisible ? 'Hide' : 'Show'} ${item.title}`}
        icon={item.isVisible ? EyeOff : Eye}
        disabled={visibilityPending}
        onClick={onToggleVisible}
      />
      <IconButton label={`Edit ${item.title}`} icon={Pencil} onClick={onEdit} />
      <IconButton label={`Delete ${item.title}`} icon={Trash2} tone="danger" onClick={onDelete} />
    </div>
  );
}
