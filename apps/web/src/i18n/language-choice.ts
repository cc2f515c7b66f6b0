import { isLanguage, negotiateLanguage, type Language } from '@sparklink/contract/i18n';

/**
 * The dashboard's language on this device: the owner's saved choice once settings have been read
 * (kept here so the next visit starts in it), before that the browser's own preferences, the
 * same list it sends as Accept-Language.
 */
const LANGUAGE_STORAGE_KEY = 'language';

export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : negotiateLanguage(navigator.languages);
}

/**
 * Keeps the choice for the next visit. The `lang` cookie tells the server too, so the page it sends
 * names this language's messages for download and says `<html lang>` (decision 026); it carries
 * nothing else and is not needed by any API call.
 */
export function rememberLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}
