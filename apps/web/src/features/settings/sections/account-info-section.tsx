import { UserRound } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/session/auth-context';
import { SettingsSection } from '../components/settings-section';

/** Names and e-mail as the session knows them; they are edited on the profile screen. */
export function AccountInfoSection() {
  const { user } = useAuth();
  return (
    <SettingsSection
      title="Account Information"
      description="The details your account is registered with."
      icon={UserRound}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" value={user?.firstName ?? ''} readOnly />
        <TextField label="Last name" value={user?.lastName ?? ''} readOnly />
      </div>
      <TextField
        label="Email"
        type="email"
        value={user?.email ?? ''}
        readOnly
        hint="Email changes require contacting support."
      />
      <p className="text-sm text-slate-600">
        Change your name and other details in <TextLink to="/dashboard/profile">Profile settings</TextLink>.
      </p>
    </SettingsSection>
  );
}
