import type { SecurityStatus } from '@sparklink/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

/** The two-factor line of Settings → Security, with its enrol and turn-off dialogs. */
export function TwoFactorRow({ status }: { status: SecurityStatus }) {
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const { t } = useT();
  const { enabled, recoveryCodesLeft } = status.twoFactor;
  const openChange = (which: 'setup' | 'disable') => (open: boolean) => setDialog(open ? which : null);
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
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
        <Button variant="secondary" onClick={() => setDialog('disable')}>
          {t('settings.twoFactor.turnOff')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setDialog('setup')}>
          {t('settings.twoFactor.enable')}
        </Button>
      )}
      <TwoFactorSetupDialog open={dialog === 'setup'} onOpenChange={openChange('setup')} />
      <TwoFactorDisableDialog
        open={dialog === 'disable'}
        onOpenChange={openChange('disable')}
        hasPassword={status.hasPassword}
      />
    </div>
  );
}
