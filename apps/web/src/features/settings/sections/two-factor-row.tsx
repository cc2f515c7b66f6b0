import type { SecurityStatus } from '@sparklink/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import { useProof } from '../proof/proof-context';
import { RenewRecoveryCodesDialog } from './renew-recovery-codes-dialog';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorRecoveryNotice } from './two-factor-recovery-notice';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type DialogName = 'setup' | 'disable' | 'renew';

/** The two-factor line of Settings → Security, with its enrol, turn-off and new-codes dialogs. */
export function TwoFactorRow({ status }: { status: SecurityStatus }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const { ensureProof } = useProof();
  const { t } = useT();
  const { enabled, recoveryCodesLeft, recovery } = status.twoFactor;
  const openChange = (which: DialogName) => (open: boolean) => setDialog(open ? which : null);
  // Setting up asks who it is first, so the QR code never shows to a session that cannot confirm (decision 034).
  const startSetup = async () => {
    if (await ensureProof()) setDialog('setup');
  };
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      {recovery && <TwoFactorRecoveryNotice recovery={recovery} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            {t('settings.twoFactor.title')}
            <StatusBadge tone={enabled ? 'success' : 'neutral'}>
              {t(enabled ? 'settings.twoFactor.on' : 'settings.twoFactor.off')}
            </StatusBadge>
          </p>
          <p className="text-sm text-slate-500">
            {enabled
              ? t('settings.twoFactor.enabledHint', { count: recoveryCodesLeft })
              : t('settings.twoFactor.disabledHint')}
          </p>
        </div>
        {enabled ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="secondary" onClick={() => setDialog('renew')}>
              {t('settings.twoFactor.newCodes')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('disable')}>
              {t('settings.twoFactor.turnOff')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => void startSetup()}>
            {t('settings.twoFactor.enable')}
          </Button>
        )}
      </div>
      <TwoFactorSetupDialog open={dialog === 'setup'} onOpenChange={openChange('setup')} />
      <TwoFactorDisableDialog
        open={dialog === 'disable'}
        onOpenChange={openChange('disable')}
        hasPassword={status.hasPassword}
      />
      <RenewRecoveryCodesDialog open={dialog === 'renew'} onOpenChange={openChange('renew')} />
    </div>
  );
}
