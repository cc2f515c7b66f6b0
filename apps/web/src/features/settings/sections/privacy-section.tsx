import type { PrivacySettings } from '@sparklink/contract';
import { Eye } from 'lucide-react';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { SettingsSection } from '../components/settings-section';
import type { SettingChange } from '../lib/setting-change';

const TOGGLES: ReadonlyArray<{ key: keyof PrivacySettings; label: string; description: string }> = [
  {
    key: 'profileVisible',
    label: 'Make your profile public',
    description: 'Anyone with your link can see your portfolio. When off, visitors are told it is private.',
  },
  {
    key: 'allowIndexing',
    label: 'Allow search engine indexing',
    description: 'Let search engines such as Google list your public portfolio.',
  },
  {
    key: 'showLastSeen',
    label: 'Show when you were last active',
    description: 'Saved for later: your portfolio does not show a last-active time yet.',
  },
];

interface PrivacySectionProps {
  privacy: PrivacySettings;
  onChange: (change: SettingChange) => void;
}

export function PrivacySection({ privacy, onChange }: PrivacySectionProps) {
  return (
    <SettingsSection title="Privacy and Visibility" description="Who can find and see your portfolio." icon={Eye}>
      {TOGGLES.map(({ key, label, description }) => (
        <ToggleSwitch
          key={key}
          label={label}
          description={description}
          checked={privacy[key]}
          onCheckedChange={(value) => onChange({ group: 'privacy', key, value })}
        />
      ))}
    </SettingsSection>
  );
}
