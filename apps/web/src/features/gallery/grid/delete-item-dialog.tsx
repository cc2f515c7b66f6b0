import { MESSAGES, type GalleryItem } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useDeleteGalleryItem } from '../api/gallery-mutations';
import { failureToast } from '../../../components/ui/toast/failure';
import { useT } from '../../../i18n/use-t';

/** Confirms, then deletes; `item` null keeps the dialog closed. */
export function DeleteItemDialog({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const { t, message: translated } = useT();
  const { toast } = useToast();
  const remove = useDeleteGalleryItem();
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: ({ message }) => {
        if (message) toast({ type: 'success', title: message });
        onClose();
      },
      onError: (error) => toast(failureToast(translated(MESSAGES.imageDeleteFailed), error)),
    });
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('gallery.delete.title')}
      description={item ? t('gallery.delete.description', { title: item.title || t('gallery.tile.untitled') }) : ''}
      confirmLabel={t('gallery.delete.confirm')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
