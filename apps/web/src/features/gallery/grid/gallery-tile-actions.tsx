import type { GalleryItem } from '@sparklink/contract';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';
import { useT } from '../../../i18n/use-t';

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
  const { t } = useT();
  const title = item.title || t('gallery.tile.untitled');
  return (
    <div className="mt-auto flex items-center justify-end gap-1">
      <IconButton
        label={t(item.isVisible ? 'gallery.tile.hide' : 'gallery.tile.show', { title })}
        icon={item.isVisible ? EyeOff : Eye}
        disabled={visibilityPending}
        onClick={onToggleVisible}
      />
      <IconButton label={t('gallery.tile.edit', { title })} icon={Pencil} onClick={onEdit} />
      <IconButton label={t('gallery.tile.delete', { title })} icon={Trash2} tone="danger" onClick={onDelete} />
    </div>
  );
}
