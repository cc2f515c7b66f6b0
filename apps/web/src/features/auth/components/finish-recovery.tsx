import type { TwoFactorSession } from '@sparklink/contract';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useCompleteRecovery } from '../api/auth-api';

interface FinishRecoveryProps {
  challenge: string;
  onSignedIn(session: TwoFactorSession): void;
  onRestart(): void;
}

/** The 7 days are over (decision 034): one button removes the second factor and signs in. */
export function FinishRecovery({ challenge, onSignedIn, onRestart }: FinishRecoveryProps) {
  const complete = useCompleteRecovery();
  const { t } = useT();
  return (
    <div className="space-y-4">
      {complete.error && <Banner message={{ type: 'error', text: errorMessage(complete.error, '') }} />}
      <p className="text-sm text-slate-700">{t('auth.twoFactor.recoveryReady')}</p>
      <Button
        className="w-full"
        loading={complete.isPending}
        onClick={() => complete.mutate(challenge, { onSuccess: ({ data }) => onSignedIn(data) })}
      >
        {t('auth.twoFactor.recoveryComplete')}
      </Button>
      <button type="button" className="text-sm font-medium text-slate-600 hover:underline" onClick={onRestart}>
        {t('auth.backToLogin')}
      </button>
    </div>
  );
}
