import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { securityQueryOptions } from '../api/security-api';
import { SettingsSection } from '../components/settings-section';
import { passwordChangedText } from '../lib/password-changed';
import { ChangePasswordDialog } from './change-password-dialog';
import { SignedInDevices } from './signed-in-devices';
import { TwoFactorRow } from './two-factor-row';

/** Password by e-mailed code, two-factor sign-in, the Google link when there is one, and the signed-in devices. */
export function SecuritySection() {
  const { user } = useAuth();
  const { data: status } = useQuery(securityQueryOptions);
  const [asking, setAsking] = useState(false);
  const translator = useT();
  const { t } = translator;
  const hasPassword = status?.hasPassword ?? user?.hasPassword ?? true;
  const action = t(hasPassword ? 'settings.security.changePassword' : 'settings.security.setPassword');
  const changed = passwordChangedText(status, translator);
  return (
    <SettingsSection
      title={t('settings.security.title')}
      description={t('settings.security.description')}
      icon={ShieldCheck}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-800">{t('settings.security.password')}</p>
          {changed && <p className="text-sm text-slate-700">{changed}</p>}
          <p className="text-sm text-slate-500">
            {t(hasPassword ? 'settings.security.passwordHint' : 'settings.security.noPasswordHint')}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {action}
        </Button>
      </div>
      {status && <TwoFactorRow status={status} />}
      {user?.googleLinked && (
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm font-medium text-slate-800">{t('settings.security.google')}</p>
          <StatusBadge tone="success">{t('settings.security.googleLinked')}</StatusBadge>
        </div>
      )}
      <SignedInDevices />
      {user && <ChangePasswordDialog title={action} email={user.email} open={asking} onOpenChange={setAsking} />}
    </SettingsSection>
  );
}
