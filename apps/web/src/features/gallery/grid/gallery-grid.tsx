import type { GalleryItem } from '@sparklink/contract';
import { rectSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { SortableList } from '../../../components/sortable/sortable-list';
import { useT } from '../../../i18n/use-t';
import { EditItemDialog } from '../edit/edit-item-dialog';
import { DeleteItemDialog } from './delete-item-dialog';
import { GalleryTile } from './gallery-tile';
import { GALLERY_GRID_CLASSES } from './grid-classes';
import { useReorderHandler } from './use-reorder-handler';
import { useVisibilityToggle } from './use-visibility-toggle';

const itemLabel = (item: GalleryItem) => item.title;

/** The owner's images in their public order; drag a tile by its handle to move it. */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const { t } = useT();
  const reorder = useReorderHandler();
  const visibility = useVisibilityToggle();
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  return (
    <>
      <SortableList items={items} labelOf={itemLabel} onReorder={reorder} strategy={rectSortingStrategy}>
        <ul aria-label={t('gallery.grid.label')} className={GALLERY_GRID_CLASSES}>
          {items.map((item) => (
            <GalleryTile
              key={item.id}
              item={item}
              visibilityPending={visibility.pendingId === item.id}
              onToggleVisible={visibility.toggle}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      </SortableList>
      <EditItemDialog item={editing} onClose={() => setEditing(null)} />
      <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
