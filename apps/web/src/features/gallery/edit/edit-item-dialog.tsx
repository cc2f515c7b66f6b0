import type { GalleryItem } from '@sparklink/contract';
import { Dialog } from '../../../components/ui/dialog';
import { EditItemForm } from './edit-item-form';

/** `item` null keeps the dialog closed; the form mounts fresh for each item. */
export function EditItemDialog({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title="Edit image">
      {item && <EditItemForm item={item} onDone={onClose} />}
    </Dialog>
  );
}
