import type { NotificationSettings } from '@sparklink/contract';
import { Bell } from 'lucide-react';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { SettingsSection } from '../components/settings-section';
import type { SettingChange } from '../lib/setting-change';

const TOGGLES: ReadonlyArray<{ key: keyof NotificationSettings; label: string; description: string }> = [
  {
    key: 'email',
    label: 'Email notifications',
    description: 'Product mail such as payment receipts and plan reminders.',
  },
  {
    key: 'marketing',
    label: 'Marketing emails',
    description: 'News, tips and offers from SparkLink. Every one has a link to unsubscribe.',
  },
  {
    key: 'security',
    label: 'Security alerts',
    description:
      'Mail when a Google account is linked or two-factor sign-in is turned on. A changed password, two-factor sign-in turned off and a deleted account are always mailed.',
  },
];

interface NotificationsSectionProps {
  notifications: NotificationSettings;
  onChange: (change: SettingChange) => void;
}

export function NotificationsSection({ notifications, onChange }: NotificationsSectionProps) {
  return (
    <SettingsSection
      title="Notifications"
      description="Choose the mail you get. Verification and reset codes are always sent."
      icon={Bell}
    >
      {TOGGLES.map(({ key, label, description }) => (
        <ToggleSwitch
          key={key}
          label={label}
          description={description}
          checked={notifications[key]}
          onCheckedChange={(value) => onChange({ group: 'notifications', key, value })}
        />
      ))}
    </SettingsSection>
  );
}
