import { MESSAGES, type Page } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useDeletePage } from '../api/page-mutations';
import { failureToast } from '../../../components/ui/toast/failure';
import { useT } from '../../../i18n/use-t';

/** Confirms, then deletes; `page` null keeps the dialog closed. */
export function DeletePageDialog({ page, onClose }: { page: Page | null; onClose: () => void }) {
  const { t, message } = useT();
  const { toast } = useToast();
  const remove = useDeletePage();
  const confirm = () => {
    if (!page) return;
    remove.mutate(page.id, {
      onSuccess: () => {
        toast({ type: 'success', title: message(MESSAGES.pageDeletedClient) });
        onClose();
      },
      onError: (error) => toast(failureToast(message(MESSAGES.pageDeleteFailed), error)),
    });
  };
  return (
    <ConfirmDialog
      open={page !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('pages.delete.title')}
      description={page ? t('pages.delete.description', { title: page.title }) : ''}
      confirmLabel={t('pages.delete.confirm')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
