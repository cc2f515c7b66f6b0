/**
 * The languages of the product (api-contract §10 `appearance.language`). Kept here, apart from the
 * settings schemas, so the browser's first load can know them without zod (decision 022).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English is the source language: the spec's strings, and what a missing choice falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, so an owner finds their own in the list whatever is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/**
 * The `Intl` locale each language formats dates and numbers in, in the dashboard and on the public
 * pages alike: English keeps the spec's US dates ("July 26, 2025"), the others their usual forms.
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language among a visitor's preferences: an `Accept-Language` header
 * ("fr-CI,fr;q=0.9,en;q=0.8") or `navigator.languages`. Regional tags count for their language;
 * q-values order the header; nothing supported gives English.
 */
export function negotiateLanguage(preferences: string | readonly string[] | null | undefined): Language {
  const ranked =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : (preferences ?? []);
  for (const tag of ranked) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}
