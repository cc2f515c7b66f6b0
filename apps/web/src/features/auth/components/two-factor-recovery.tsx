import { TWO_FACTOR_MESSAGES as M, type TwoFactorRecoveryState } from '@sparklink/contract';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSendRecoveryCode, useStartRecovery } from '../api/auth-api';
import { RecoveryWaiting } from './recovery-waiting';

interface TwoFactorRecoveryProps {
  challenge: string;
  /** Back to the code form. */
  onBack(): void;
  /** Back to the first step: the challenge is spent once the waiting period starts. */
  onRestart(): void;
}

/**
 * "Lost your authenticator app?" (decision 034): a code mailed to the address starts the 7 days
 * after which a new sign-in may remove the second factor. Nothing is removed now.
 */
export function TwoFactorRecovery({ challenge, onBack, onRestart }: TwoFactorRecoveryProps) {
  const sendCode = useSendRecoveryCode();
  const start = useStartRecovery();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [started, setStarted] = useState<TwoFactorRecoveryState | null>(null);
  const { t, message } = useT();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!/^\d{6}$/.test(typed)) return setCodeError(message(M.emailCodeRequired));
    setCodeError(undefined);
    start.mutate(
      { challenge, emailCode: typed },
      {
        onSuccess: ({ data }) => setStarted(data),
        onError: (error) =>
          setCodeError(
            error instanceof ApiError ? error.errors.find((e) => e.path === 'emailCode')?.message : undefined,
          ),
      },
    );
  };

  if (started) {
    return (
      <div className="space-y-4">
        {start.data?.message && <Banner message={{ type: 'success', text: start.data.message }} />}
        <RecoveryWaiting dueAt={started.dueAt} />
        <Button className="w-full" onClick={onRestart}>
          {t('auth.backToLogin')}
        </Button>
      </div>
    );
  }
  const refusal = (start.error && !codeError && start.error) || sendCode.error;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {refusal && <Banner message={{ type: 'error', text: errorMessage(refusal, '') }} />}
      <p className="text-sm text-slate-700">{t('auth.twoFactor.recoveryIntro')}</p>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        loading={sendCode.isPending}
        onClick={() => sendCode.mutate(challenge)}
      >
        {t('auth.twoFactor.recoverySendCode')}
      </Button>
      {sendCode.isSuccess && <p className="text-sm text-slate-700">{message(M.emailCodeSent)}</p>}
      <TextField
        label={t('auth.twoFactor.recoveryEmailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
      />
      <Button type="submit" className="w-full" loading={start.isPending}>
        {t('auth.twoFactor.recoveryStart')}
      </Button>
      <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={onBack}>
        {t('auth.twoFactor.backToCode')}
      </button>
    </form>
  );
}
