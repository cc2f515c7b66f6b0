import type { Settings } from '@sparklink/contract';

/** One switch or select of the settings screen: a key of one group and its new value. */
export type SettingChange = {
  [G in keyof Settings]: {
    [K in keyof Settings[G]]: { group: G; key: K; value: Settings[G][K] };
  }[keyof Settings[G]];
}[keyof Settings];

/** The PUT /api/settings body for one change: `{ notifications: { email: false } }`. */
export const changeBody = ({ group, key, value }: SettingChange) => ({ [group]: { [key]: value } });

/** The current value of the key a change is about (to undo the change). */
export const valueOf = (settings: Settings, { group, key }: SettingChange) =>
  (settings[group] as unknown as Record<string, SettingChange['value']>)[key]!;

export function withChange(settings: Settings, { group, key, value }: SettingChange): Settings {
  return { ...settings, [group]: { ...settings[group], [key]: value } };
}
