import { TWO_FACTOR_MESSAGES as M } from '@sparklink/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { fieldMessage } from '../api/security-api';
import { useConfirmIdentity, useSendConfirmCode } from './proof-api';

interface ConfirmIdentityDialogProps {
  open: boolean;
  onConfirmed(confirmedUntil: string): void;
  onCancel(): void;
}

/**
 * "Confirm it's you" (decision 034): the password, or for an account without one a code we mail.
 * The field named by a refusal shows it; anything else (too many tries) shows above the form.
 */
export function ConfirmIdentityDialog({ open, onConfirmed, onCancel }: ConfirmIdentityDialogProps) {
  const { user } = useAuth();
  const confirm = useConfirmIdentity();
  const sendCode = useSendConfirmCode();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const { t, message } = useT();
  const byPassword = user?.hasPassword ?? true;
  const field = byPassword ? 'password' : 'emailCode';
  const { reset: resetConfirm } = confirm;
  const { reset: resetSend } = sendCode;

  useEffect(() => {
    if (open) return;
    setValue('');
    setFieldError(undefined);
    resetConfirm();
    resetSend();
  }, [open, resetConfirm, resetSend]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (byPassword ? !value : !/^\d{6}$/.test(typed)) {
      return setFieldError(message(byPassword ? M.passwordRequired : M.emailCodeRequired));
    }
    setFieldError(undefined);
    confirm.mutate(byPassword ? { password: value } : { emailCode: typed }, {
      onSuccess: (data) => onConfirmed(data.confirmedUntil),
      onError: (error) => setFieldError(fieldMessage(error, field)),
    });
  };

  const refusal = (confirm.error && !fieldMessage(confirm.error, field) && confirm.error) || sendCode.error;
  const codeSent = sendCode.isSuccess;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('settings.confirmIdentity.title')}
      description={
        byPassword
          ? t('settings.confirmIdentity.passwordDescription')
          : t('settings.confirmIdentity.codeDescription', { email: user?.email ?? '' })
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {refusal && <Banner message={{ type: 'error', text: errorMessage(refusal, '') }} />}
        {byPassword ? (
          <PasswordInput
            label={t('settings.confirmIdentity.password')}
            autoComplete="current-password"
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
          />
        ) : (
          <>
            <Button
              type="button"
              variant="secondary"
              className="w-full"
              loading={sendCode.isPending}
              onClick={() => sendCode.mutate()}
            >
              {t(codeSent ? 'settings.confirmIdentity.resend' : 'settings.confirmIdentity.sendCode')}
            </Button>
            {codeSent && <p className="text-sm text-slate-700">{message(M.emailCodeSent)}</p>}
            <TextField
              label={t('settings.confirmIdentity.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError}
            />
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {t('settings.confirmIdentity.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
