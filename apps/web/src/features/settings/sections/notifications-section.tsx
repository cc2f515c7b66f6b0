import type { NotificationSettings } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { Bell } from 'lucide-react';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useT } from '../../../i18n/use-t';
import { SettingsSection } from '../components/settings-section';
import type { SettingChange } from '../lib/setting-change';

const TOGGLES: ReadonlyArray<{ key: keyof NotificationSettings; label: MessageId; description: MessageId }> = [
  { key: 'email', label: 'settings.notifications.email', description: 'settings.notifications.emailDescription' },
  {
    key: 'marketing',
    label: 'settings.notifications.marketing',
    description: 'settings.notifications.marketingDescription',
  },
  {
    key: 'security',
    label: 'settings.notifications.security',
    description: 'settings.notifications.securityDescription',
  },
];

interface NotificationsSectionProps {
  notifications: NotificationSettings;
  onChange: (change: SettingChange) => void;
}

export function NotificationsSection({ notifications, onChange }: NotificationsSectionProps) {
  const { t } = useT();
  return (
    <SettingsSection
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
      icon={Bell}
    >
      {TOGGLES.map(({ key, label, description }) => (
        <ToggleSwitch
          key={key}
          label={t(label)}
          description={t(description)}
          checked={notifications[key]}
          onCheckedChange={(value) => onChange({ group: 'notifications', key, value })}
        />
      ))}
    </SettingsSection>
  );
}
