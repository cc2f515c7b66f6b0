import { MESSAGES, type Page } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useDeletePage } from '../api/page-mutations';
import { failureToast } from '../../../components/ui/toast/failure';

/** Confirms, then deletes; `page` null keeps the dialog closed. */
export function DeletePageDialog({ page, onClose }: { page: Page | null; onClose: () => void }) {
  const { toast } = useToast();
  const remove = useDeletePage();
  const confirm = () => {
    if (!page) return;
    remove.mutate(page.id, {
      onSuccess: () => {
        toast({ type: 'success', title: MESSAGES.pageDeletedClient });
        onClose();
      },
      onError: (error) => toast(failureToast(MESSAGES.pageDeleteFailed, error)),
    });
  };
  return (
    <ConfirmDialog
      open={page !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete page?"
      description={page ? `"${page.title}" will be deleted permanently. This cannot be undone.` : ''}
      confirmLabel="Delete page"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
