import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallenge,
  type TwoFactorSession,
  type TwoFactorVerifyInput,
} from '@sparklink/contract';
import { useState, type FormEvent } from 'react';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useVerifyTwoFactor } from '../api/auth-api';
import { checkRecoveryCode, checkTotpCode } from '../lib/form-rules';
import { FinishRecovery } from './finish-recovery';
import { RecoveryWaiting } from './recovery-waiting';
import { TwoFactorRecovery } from './two-factor-recovery';

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  onSignedIn(session: TwoFactorSession): void;
  /** Back to the first step, when the challenge has expired or run out of answers. */
  onRestart(): void;
}

const MODES = {
  code: { label: 'auth.twoFactor.code', check: checkTotpCode, other: 'auth.twoFactor.useRecovery' },
  recovery: { label: 'auth.twoFactor.recoveryCode', check: checkRecoveryCode, other: 'auth.twoFactor.useApp' },
} as const;

/**
 * The second step of a sign-in (decision 017): a code from the app, or one of the recovery codes;
 * or, for an owner who lost both, the recovery that removes the second factor after 7 days (decision 034).
 */
export function TwoFactorStep({ challenge: step, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { challenge, recovery } = step;
  const [lost, setLost] = useState(false);
  const [mode, setMode] = useState<keyof typeof MODES>('code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [expired, setExpired] = useState(false);
  const verify = useVerifyTwoFactor();
  const { t } = useT();
  const { label, check, other } = MODES[mode];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const checked = check(value);
    if (checked.error !== undefined) return setFieldError(checked.error);
    setFieldError(undefined);
    const input: TwoFactorVerifyInput =
      mode === 'code' ? { challenge, code: checked.value } : { challenge, recoveryCode: checked.value };
    try {
      onSignedIn((await verify.mutateAsync(input)).data);
    } catch (error) {
      // A 401 (expired) or 429 (out of answers) ends this challenge: only a new sign-in helps.
      if (error instanceof ApiError && (error.status === 401 || error.status === 429)) setExpired(true);
      setBanner({ type: 'error', text: errorMessage(error, TWO_FACTOR_MESSAGES.invalidCode) });
    }
  };

  if (recovery?.ready) return <FinishRecovery challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />;
  if (lost) return <TwoFactorRecovery challenge={challenge} onBack={() => setLost(false)} onRestart={onRestart} />;

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setValue('');
    setFieldError(undefined);
    setBanner(null);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {banner && <Banner message={banner} />}
      {recovery && <RecoveryWaiting dueAt={recovery.dueAt} />}
      <TextField
        key={mode}
        label={t(label)}
        autoFocus
        autoComplete="one-time-code"
        inputMode={mode === 'code' ? 'numeric' : 'text'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
      />
      {expired ? (
        <Button type="button" className="w-full" onClick={onRestart}>
          {t('auth.twoFactor.signInAgain')}
        </Button>
      ) : (
        <Button type="submit" className="w-full" loading={verify.isPending}>
          {t('auth.verify.submit')}
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={switchMode}>
          {t(other)}
        </button>
        {!recovery && (
          <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => setLost(true)}>
            {t('auth.twoFactor.lostApp')}
          </button>
        )}
        <button type="button" className="font-medium text-slate-600 hover:underline" onClick={onRestart}>
          {t('auth.backToLogin')}
        </button>
      </div>
    </form>
  );
}
