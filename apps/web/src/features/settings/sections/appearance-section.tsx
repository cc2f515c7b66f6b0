import { LANGUAGES, THEMES, type AppearanceSettings, type Language, type Theme } from '@sparklink/contract';
import { Palette } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { SettingsSection } from '../components/settings-section';
import type { SettingChange } from '../lib/setting-change';

const THEME_NAMES: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

const themeOptions = THEMES.map((value) => ({ value, label: THEME_NAMES[value] }));
const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

interface AppearanceSectionProps {
  appearance: AppearanceSettings;
  onChange: (change: SettingChange) => void;
}

/** The theme applies at once (use-theme-from-settings); until other languages exist, the hint says so. */
export function AppearanceSection({ appearance, onChange }: AppearanceSectionProps) {
  return (
    <SettingsSection title="Appearance" description="How the dashboard looks to you." icon={Palette}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Theme"
          options={themeOptions}
          value={appearance.theme}
          onChange={(event) => onChange({ group: 'appearance', key: 'theme', value: event.target.value as Theme })}
          hint={appearance.theme === 'system' ? "Follows your device's light or dark setting." : undefined}
        />
        <SelectField
          label="Language"
          options={languageOptions}
          value={appearance.language}
          onChange={(event) =>
            onChange({ group: 'appearance', key: 'language', value: event.target.value as Language })
          }
          hint={
            appearance.language === 'en'
              ? undefined
              : 'Only English is available for now. Your choice is saved for later.'
          }
        />
      </div>
    </SettingsSection>
  );
}
