import { MESSAGES } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useDeleteResume } from '../api/resume-mutations';
import { failureToast } from '../../../components/ui/toast/failure';

interface DeleteResumeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before deleting; on failure the dialog stays open so the owner can try again. */
export function DeleteResumeDialog({ open, onOpenChange }: DeleteResumeDialogProps) {
  const { toast } = useToast();
  const remove = useDeleteResume();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ type: 'success', title: MESSAGES.resumeDeleted });
        onOpenChange(false);
      },
      onError: (error) => toast(failureToast(MESSAGES.resumeDeleteFailed, error)),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete resume?"
      description="Your resume will be deleted permanently and visitors will no longer be able to download it. This cannot be undone."
      confirmLabel="Delete resume"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
