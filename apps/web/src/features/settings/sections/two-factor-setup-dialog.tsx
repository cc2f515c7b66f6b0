import { TotpCodeSchema, TWO_FACTOR_MESSAGES } from '@sparklink/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { fieldMessage, useEnableTwoFactor, useStartTwoFactorSetup } from '../api/security-api';
import { QrCodeImage } from '../components/qr-code';
import { RecoveryCodesView } from '../components/recovery-codes-view';
import { ProofDeclined } from '../proof/proof-context';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The setup key in groups of four, as apps show it when typed in by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enable Two-Factor (decision 017): a new secret as a QR code and as text, confirmed by a first
 * code from the app; then the recovery codes, this once.
 */
export function TwoFactorSetupDialog({ open, onOpenChange }: DialogProps) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const { t, message } = useT();
  const { mutate: startSetup, reset: resetStart } = start;
  const { reset: resetEnable } = enable;

  // Each opening starts a new setup (the server replaces any unconfirmed one); closing forgets it.
  useEffect(() => {
    if (!open) return;
    startSetup();
    return () => {
      resetStart();
      resetEnable();
      setCode('');
      setCodeError(undefined);
    };
  }, [open, startSetup, resetStart, resetEnable]);

  // Declining the proof the server may still ask for closes the setup with it.
  useEffect(() => {
    if (start.error instanceof ProofDeclined) onOpenChange(false);
  }, [start.error, onOpenChange]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TotpCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(message(TWO_FACTOR_MESSAGES.codeRequired));
    setCodeError(undefined);
    enable.mutate({ code: parsed.data }, { onError: (error) => setCodeError(fieldMessage(error, 'code')) });
  };

  const close = () => onOpenChange(false);
  const shown = (error: Error | null) => (error instanceof ProofDeclined ? null : error);
  const refused = shown(enable.error && !fieldMessage(enable.error, 'code') ? enable.error : start.error);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.twoFactor.enable')}>
      {enable.data ? (
        <RecoveryCodesView codes={enable.data.recoveryCodes} onDone={close} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {refused && (
            <Banner
              message={{ type: 'error', text: errorMessage(refused, message(TWO_FACTOR_MESSAGES.invalidCode)) }}
            />
          )}
          <p className="text-sm text-slate-700">{t('settings.twoFactorSetup.instructions')}</p>
          {start.data && (
            <div className="flex flex-col items-center gap-3">
              <QrCodeImage value={start.data.otpauthUrl} label={t('settings.twoFactorSetup.qrCode')} />
              <p className="text-center text-sm text-slate-600">
                {t('settings.twoFactorSetup.cannotScan')}
                <code
                  aria-label={t('settings.twoFactorSetup.setupKey')}
                  className="mt-1 block font-mono text-base text-slate-900"
                >
                  {grouped(start.data.secret)}
                </code>
              </p>
            </div>
          )}
          <TextField
            label={t('settings.twoFactor.appCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
          <Button type="submit" className="w-full" disabled={!start.data} loading={enable.isPending}>
            {t('settings.twoFactorSetup.confirm')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
