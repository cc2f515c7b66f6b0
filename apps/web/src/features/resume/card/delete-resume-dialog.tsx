import { MESSAGES } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { useDeleteResume } from '../api/resume-mutations';
import { failureToast } from '../../../components/ui/toast/failure';

interface DeleteResumeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before deleting; on failure the dialog stays open so the owner can try again. */
export function DeleteResumeDialog({ open, onOpenChange }: DeleteResumeDialogProps) {
  const { t, message } = useT();
  const { toast } = useToast();
  const remove = useDeleteResume();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ type: 'success', title: message(MESSAGES.resumeDeleted) });
        onOpenChange(false);
      },
      onError: (error) => toast(failureToast(message(MESSAGES.resumeDeleteFailed), error)),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('resume.delete.title')}
      description={t('resume.delete.description')}
      confirmLabel={t('resume.delete.confirm')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
