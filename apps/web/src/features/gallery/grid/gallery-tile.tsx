import type { GalleryItem } from '@sparklink/contract';
import { EyeOff } from 'lucide-react';
import { DragHandle } from '../../../components/sortable/drag-handle';
import { SortableItem } from '../../../components/sortable/sortable-item';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import { GalleryTileActions } from './gallery-tile-actions';

interface GalleryTileProps {
  item: GalleryItem;
  visibilityPending: boolean;
  onToggleVisible: (item: GalleryItem) => void;
  onEdit: (item: GalleryItem) => void;
  onDelete: (item: GalleryItem) => void;
}

/** One image in the grid. Hidden items stay here, marked, so they can be shown again. */
export function GalleryTile({ item, visibilityPending, onToggleVisible, onEdit, onDelete }: GalleryTileProps) {
  const { t } = useT();
  const title = item.title || t('gallery.tile.untitled');
  return (
    <SortableItem id={item.id}>
      {({ handleProps, isDragging }) => (
        <div
          className={`flex h-full flex-col overflow-hidden rounded-xl border bg-white ${
            isDragging ? 'border-brand-500 shadow-lg' : 'border-slate-200'
          }`}
        >
          <div className="relative aspect-square bg-slate-100">
            <img
              src={item.thumbnailUrl}
              // The tile's heading already names the image; repeating it in alt makes readers say it twice.
              alt=""
              width={item.width}
              height={item.height}
              loading="lazy"
              className={`h-full w-full object-cover ${item.isVisible ? '' : 'opacity-60'}`}
            />
            {!item.isVisible && (
              <span className="absolute top-2 left-2">
                <StatusBadge icon={EyeOff}>{t('gallery.tile.hidden')}</StatusBadge>
              </span>
            )}
          </div>
          <div className="flex flex-1 flex-col gap-2 p-2 sm:p-3">
            <div className="flex min-w-0 items-center gap-1">
              <DragHandle label={t('gallery.tile.reorder', { title })} handleProps={handleProps} />
              <div className="min-w-0">
                <h3
                  className={`truncate text-sm font-semibold ${item.title ? 'text-slate-900' : 'text-slate-500 italic'}`}
                >
                  {title}
                </h3>
                {item.category && <p className="truncate text-xs text-slate-500">{item.category}</p>}
              </div>
            </div>
            <GalleryTileActions
              item={item}
              visibilityPending={visibilityPending}
              onToggleVisible={() => onToggleVisible(item)}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          </div>
        </div>
      )}
    </SortableItem>
  );
}
