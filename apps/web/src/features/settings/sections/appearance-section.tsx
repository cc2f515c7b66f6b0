import { LANGUAGES, THEMES, type AppearanceSettings, type Language, type Theme } from '@sparklink/contract';
import { LANGUAGE_NAMES, type MessageId } from '@sparklink/contract/i18n';
import { Palette } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../i18n/use-t';
import { browserTimeZone } from '../../../lib/time/time-zone';
import { SettingsSection } from '../components/settings-section';
import type { SettingChange } from '../lib/setting-change';
import { useDefaultTimeZone } from '../lib/use-default-time-zone';

const THEME_NAMES: Record<Theme, MessageId> = {
  light: 'settings.appearance.themeLight',
  dark: 'settings.appearance.themeDark',
  system: 'settings.appearance.themeSystem',
};

// Each language keeps its own name whatever is showing, so an owner finds theirs in any of them.
const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Every IANA zone this browser knows, with the given one kept even if it does not list it. */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
}

interface AppearanceSectionProps {
  appearance: AppearanceSettings;
  onChange: (change: SettingChange) => void;
}

/**
 * Theme and language apply at once: the dashboard shell follows the saved settings
 * (use-theme-from-settings, use-language-from-settings).
 */
export function AppearanceSection({ appearance, onChange }: AppearanceSectionProps) {
  const { t } = useT();
  const themeOptions = THEMES.map((value) => ({ value, label: t(THEME_NAMES[value]) }));
  const timeZone = appearance.timeZone ?? browserTimeZone();
  useDefaultTimeZone(appearance.timeZone);
  return (
    <SettingsSection
      title={t('settings.appearance.title')}
      description={t('settings.appearance.description')}
      icon={Palette}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('settings.appearance.theme')}
          options={themeOptions}
          value={appearance.theme}
          onChange={(event) => onChange({ group: 'appearance', key: 'theme', value: event.target.value as Theme })}
          hint={appearance.theme === 'system' ? t('settings.appearance.systemHint') : undefined}
        />
        <SelectField
          label={t('settings.appearance.language')}
          options={languageOptions}
          value={appearance.language}
          onChange={(event) =>
            onChange({ group: 'appearance', key: 'language', value: event.target.value as Language })
          }
        />
        <SelectField
          label={t('settings.appearance.timeZone')}
          options={timeZoneOptions(timeZone)}
          value={timeZone}
          hint={t('settings.appearance.timeZoneHint')}
          onChange={(event) => onChange({ group: 'appearance', key: 'timeZone', value: event.target.value })}
        />
      </div>
    </SettingsSection>
  );
}
