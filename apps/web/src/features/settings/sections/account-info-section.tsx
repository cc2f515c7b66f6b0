import { UserRound } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { SettingsSection } from '../components/settings-section';

/** Names and e-mail as the session knows them; they are edited on the profile screen. */
export function AccountInfoSection() {
  const { user } = useAuth();
  const { t } = useT();
  return (
    <SettingsSection
      title={t('settings.account.title')}
      description={t('settings.account.description')}
      icon={UserRound}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('settings.account.firstName')} value={user?.firstName ?? ''} readOnly />
        <TextField label={t('settings.account.lastName')} value={user?.lastName ?? ''} readOnly />
      </div>
      <TextField
        label={t('settings.account.email')}
        type="email"
        value={user?.email ?? ''}
        readOnly
        hint={t('settings.account.emailHint')}
      />
      <p className="text-sm text-slate-600">
        {t('settings.account.profileLinkLead')}{' '}
        <TextLink to="/dashboard/profile">{t('settings.account.profileLink')}</TextLink>.
      </p>
    </SettingsSection>
  );
}
