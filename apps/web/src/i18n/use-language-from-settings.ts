import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueryOptions } from '../lib/settings-query';
import { activateLanguage } from './i18n';
import { rememberLanguage } from './language-choice';

/**
 * The signed-in owner's dashboard follows the language in their settings, as the theme does
 * (use-theme-from-settings): once per dashboard visit, and at once when Settings changes it. The
 * choice is kept on this device, so the next visit, even the sign-in screen, starts in it.
 */
export function useLanguageFromSettings(): void {
  const language = useQuery(settingsQueryOptions).data?.appearance.language;
  useEffect(() => {
    if (!language) return;
    rememberLanguage(language);
    void activateLanguage(language);
  }, [language]);
}
