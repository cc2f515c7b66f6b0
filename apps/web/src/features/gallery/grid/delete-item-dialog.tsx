import { MESSAGES, type GalleryItem } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useDeleteGalleryItem } from '../api/gallery-mutations';
import { failureToast } from '../../../components/ui/toast/failure';

/** Confirms, then deletes; `item` null keeps the dialog closed. */
export function DeleteItemDialog({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const { toast } = useToast();
  const remove = useDeleteGalleryItem();
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: ({ message }) => {
        if (message) toast({ type: 'success', title: message });
        onClose();
      },
      onError: (error) => toast(failureToast(MESSAGES.imageDeleteFailed, error)),
    });
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete image?"
      description={item ? `"${item.title}" will be deleted permanently. This cannot be undone.` : ''}
      confirmLabel="Delete image"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
