import type { GalleryItem } from '@sparklink/contract';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/use-t';
import { EditItemForm } from './edit-item-form';

/** `item` null keeps the dialog closed; the form mounts fresh for each item. */
export function EditItemDialog({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={t('gallery.edit.title')}>
      {item && <EditItemForm item={item} onDone={onClose} />}
    </Dialog>
  );
}
