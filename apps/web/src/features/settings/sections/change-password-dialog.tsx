import { MESSAGES } from '@sparklink/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
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
 * a reset ends every session anyway.
 */
export function ChangePasswordDialog({ title, email, open, onOpenChange }: ChangePasswordDialogProps) {
  const requestCode = useRequestPasswordCode();
  const signOutTo = useSignOutTo();
  const { toast } = useToast();
  const { t, message } = useT();

  const confirm = () =>
    requestCode.mutate(email, {
      onSuccess: () => signOutTo('/reset-password', { email, notice: message(MESSAGES.passwordResetCodeSent) }),
      onError: (error) => {
        onOpenChange(false);
        toast({ type: 'error', title: message(MESSAGES.forgotFailed), description: errorMessage(error, '') });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t('settings.changePassword.description', { email })}
      confirmLabel={t('settings.changePassword.confirm')}
      tone="primary"
      pending={requestCode.isPending}
      onConfirm={confirm}
    />
  );
}
