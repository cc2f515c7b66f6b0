import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useRenewRecoveryCodes } from '../api/security-api';
import { RecoveryCodesView } from '../components/recovery-codes-view';
import { ProofDeclined, useProof } from '../proof/proof-context';

interface RenewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Ten new recovery codes in place of the old ones, after a fresh proof (decision 034); shown this once. */
export function RenewRecoveryCodesDialog({ open, onOpenChange }: RenewDialogProps) {
  const renew = useRenewRecoveryCodes();
  const { ensureProof } = useProof();
  const { t } = useT();
  const close = () => {
    onOpenChange(false);
    renew.reset();
  };
  const failed = renew.error && !(renew.error instanceof ProofDeclined) ? renew.error : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('settings.twoFactor.newCodes')}
    >
      {renew.data ? (
        <RecoveryCodesView codes={renew.data.recoveryCodes} onDone={close} />
      ) : (
        <div className="space-y-4">
          {failed && <Banner message={{ type: 'error', text: errorMessage(failed, '') }} />}
          <p className="text-sm text-slate-700">{t('settings.twoFactor.newCodesWarning')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button
              loading={renew.isPending}
              onClick={() => void ensureProof().then((ok) => ok && renew.mutate(undefined))}
            >
              {t('settings.twoFactor.newCodesConfirm')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
