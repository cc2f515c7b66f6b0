import { TotpCodeSchema, TWO_FACTOR_MESSAGES } from '@sparklink/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { fieldMessage, useDisableTwoFactor, useSendDisableCode } from '../api/security-api';

interface DisableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Without a password the account proves itself with a code mailed to it. */
  hasPassword: boolean;
}

const EMPTY = { proof: '', code: '' };

/** Turning two-factor off: the password (or an e-mailed code) and a current code from the app. */
export function TwoFactorDisableDialog({ open, onOpenChange, hasPassword }: DisableDialogProps) {
  const disable = useDisableTwoFactor();
  const sendCode = useSendDisableCode();
  const { toast } = useToast();
  const [values, setValues] = useState(EMPTY);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const { t, message } = useT();
  const { reset } = disable;
  const proofField = hasPassword ? 'password' : 'emailCode';

  useEffect(() => {
    if (open) return;
    setValues(EMPTY);
    setBanner(null);
    setCodeError(undefined);
    reset();
  }, [open, reset]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const code = TotpCodeSchema.safeParse(values.code);
    if (!code.success) return setCodeError(message(TWO_FACTOR_MESSAGES.codeRequired));
    setCodeError(undefined);
    disable.mutate(
      { code: code.data, [proofField]: values.proof || undefined },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ type: 'success', title: message(TWO_FACTOR_MESSAGES.disabled) });
        },
        onError: (error) => {
          setCodeError(fieldMessage(error, 'code'));
          if (!fieldMessage(error, 'code') && !fieldMessage(error, proofField)) {
            setBanner({ type: 'error', text: errorMessage(error, message(TWO_FACTOR_MESSAGES.invalidCode)) });
          }
        },
      },
    );
  };

  const mailCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => setBanner({ type: 'success', text: message(TWO_FACTOR_MESSAGES.emailCodeSent) }),
      onError: (error) =>
        setBanner({ type: 'error', text: errorMessage(error, message(TWO_FACTOR_MESSAGES.invalidEmailCode)) }),
    });

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const proofError = fieldMessage(disable.error, proofField);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.twoFactorDisable.title')}
      description={t('settings.twoFactorDisable.description')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {banner && <Banner message={banner} />}
        {hasPassword ? (
          <PasswordInput
            label={t('settings.security.password')}
            autoComplete="current-password"
            value={values.proof}
            onChange={set('proof')}
            error={proofError}
          />
        ) : (
          <div className="space-y-2">
            <Button type="button" variant="secondary" onClick={mailCode} loading={sendCode.isPending}>
              {t('settings.twoFactorDisable.mailCode')}
            </Button>
            <TextField
              label={t('settings.twoFactorDisable.mailedCode')}
              inputMode="numeric"
              value={values.proof}
              onChange={set('proof')}
              error={proofError}
            />
          </div>
        )}
        <TextField
          label={t('settings.twoFactor.appCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.code}
          onChange={set('code')}
          error={codeError}
        />
        <Button type="submit" variant="danger" className="w-full" loading={disable.isPending}>
          {t('settings.twoFactorDisable.title')}
        </Button>
      </form>
    </Dialog>
  );
}
