import type { PrivacySettings } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { Eye } from 'lucide-react';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useT } from '../../../i18n/use-t';
import { SettingsSection } from '../components/settings-section';
import type { SettingChange } from '../lib/setting-change';

/**
 * `showLastSeen` is not offered (decision 051): nothing public shows a last-active time, so a
 * switch for it would change nothing. The API keeps storing it for the older client's switch.
 */
const TOGGLES: ReadonlyArray<{
  key: Exclude<keyof PrivacySettings, 'showLastSeen'>;
  label: MessageId;
  description: MessageId;
}> = [
  {
    key: 'profileVisible',
    label: 'settings.privacy.profileVisible',
    description: 'settings.privacy.profileVisibleDescription',
  },
  {
    key: 'allowIndexing',
    label: 'settings.privacy.allowIndexing',
    description: 'settings.privacy.allowIndexingDescription',
  },
];

interface PrivacySectionProps {
  privacy: PrivacySettings;
  onChange: (change: SettingChange) => void;
}

export function PrivacySection({ privacy, onChange }: PrivacySectionProps) {
  const { t } = useT();
  return (
    <SettingsSection title={t('settings.privacy.title')} description={t('settings.privacy.description')} icon={Eye}>
      {TOGGLES.map(({ key, label, description }) => (
        <ToggleSwitch
          key={key}
          label={t(label)}
          description={t(description)}
          checked={privacy[key]}
          onCheckedChange={(value) => onChange({ group: 'privacy', key, value })}
        />
      ))}
    </SettingsSection>
  );
}
