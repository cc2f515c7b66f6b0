import { z } from 'zod';
import { MESSAGES } from './messages';

/** Account settings (api-contract §10). The settings screen reuses these schemas and types. */

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export { LANGUAGES, type Language } from './i18n/languages';
import { LANGUAGES, type Language } from './i18n/languages';

export interface NotificationSettings {
  email: boolean;
  marketing: boolean;
  security: boolean;
}

export interface PrivacySettings {
  /** The profile's public flag: the same as profile `isPublished` and POST /profile/publish. */
  profileVisible: boolean;
  allowIndexing: boolean;
  showLastSeen: boolean;
}

export interface AppearanceSettings {
  theme: Theme;
  language: Language;
  /** The IANA time zone schedules are shown and entered in (decision 056); null until chosen. */
  timeZone: string | null;
}

/** Whether Intl knows this IANA time zone name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0 && value.length <= 64;
  } catch {
    return false;
  }
}

export interface Settings {
  notifications: NotificationSettings;
  privacy: PrivacySettings;
  appearance: AppearanceSettings;
}

/** The message names the key as the client sent it: "email must be a boolean". */
const toggle = (key: string) => z.boolean({ error: MESSAGES.settingMustBeBoolean(key) }).optional();

const group = <T extends z.ZodRawShape>(name: string, shape: T) =>
  z.object(shape, { error: MESSAGES.settingsGroupMustBeObject(name) }).optional();

/** PUT /api/settings: any groups, any keys; unknown keys are ignored. */
export const UpdateSettingsSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({
    notifications: group('notifications', {
      email: toggle('email'),
      marketing: toggle('marketing'),
      security: toggle('security'),
    }),
    privacy: group('privacy', {
      profileVisible: toggle('profileVisible'),
      allowIndexing: toggle('allowIndexing'),
      showLastSeen: toggle('showLastSeen'),
    }),
    appearance: group('appearance', {
      theme: z.enum(THEMES, { error: MESSAGES.themeInvalid }).optional(),
      language: z.enum(LANGUAGES, { error: MESSAGES.languageInvalid }).optional(),
      timeZone: z.string({ error: MESSAGES.timeZoneInvalid }).refine(isTimeZone, MESSAGES.timeZoneInvalid).optional(),
    }),
  }),
);
export type SettingsUpdate = z.infer<typeof UpdateSettingsSchema>;
