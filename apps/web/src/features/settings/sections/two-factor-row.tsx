import type { SecurityStatus } from '@sparklink/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

const codesLeft = (count: number) => (count === 1 ? '1 recovery code left' : `${count} recovery codes left`);

/** The two-factor line of Settings → Security, with its enrol and turn-off dialogs. */
export function TwoFactorRow({ status }: { status: SecurityStatus }) {
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const { enabled, recoveryCodesLeft } = status.twoFactor;
  const openChange = (which: 'setup' | 'disable') => (open: boolean) => setDialog(open ? which : null);
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
          Two-factor authentication
          <StatusBadge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</StatusBadge>
        </p>
        <p className="text-sm text-slate-500">
          {enabled
            ? `Sign-ins ask for a code from your authenticator app. ${codesLeft(recoveryCodesLeft)}.`
            : 'Ask for a code from an authenticator app at every sign-in.'}
        </p>
      </div>
      {enabled ? (
        <Button variant="secondary" onClick={() => setDialog('disable')}>
          Turn off
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setDialog('setup')}>
          Enable Two-Factor
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
