import { SECURITY_MESSAGES, type TwoFactorRecoveryState } from '@sparklink/contract';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/toast-context';
import { dateFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useCancelRecovery } from '../api/security-api';

/**
 * A requested removal of the second factor (decision 034), shown to whoever signs in fully: the
 * owner who asked sees when it takes effect; an owner who did not can stop it here.
 */
export function TwoFactorRecoveryNotice({ recovery }: { recovery: TwoFactorRecoveryState }) {
  const cancel = useCancelRecovery();
  const { toast } = useToast();
  const { t, message, lang } = useT();
  const date = dateFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(recovery.dueAt));
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{t('settings.twoFactor.recoveryPending', { date })}</span>
      </p>
      <Button
        variant="secondary"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast({ type: 'success', title: message(SECURITY_MESSAGES.recoveryCancelled) }),
            onError: (error) => toast({ type: 'error', title: errorMessage(error, '') }),
          })
        }
      >
        {t('settings.twoFactor.cancelRecovery')}
      </Button>
    </div>
  );
}
