import { MESSAGES } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordCode } from '../api/account-api';
import { useSignOutTo } from '../lib/use-sign-out-to';

interface ChangePasswordDialogProps {
  title: string;
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Sends a reset code, then signs out here and opens /reset-password with the address filled in:
 * that screen is for signed-out visitors, and a reset ends every session anyway.
 */
export function ChangePasswordDialog({ title, email, open, onOpenChange }: ChangePasswordDialogProps) {
  const requestCode = useRequestPasswordCode();
  const signOutTo = useSignOutTo();
  const { toast } = useToast();

  const confirm = () =>
    requestCode.mutate(email, {
      onSuccess: () => signOutTo('/reset-password', { email, notice: MESSAGES.passwordResetCodeSent }),
      onError: (error) => {
        onOpenChange(false);
        toast({ type: 'error', title: MESSAGES.forgotFailed, description: errorMessage(error, '') });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`We'll e-mail a reset code to ${email}. You'll then be signed out here and choose a new password with the code. Resetting your password signs you out everywhere.`}
      confirmLabel="Send reset code"
      tone="primary"
      pending={requestCode.isPending}
      onConfirm={confirm}
    />
  );
}
